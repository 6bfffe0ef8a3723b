var SolitaireReplay=(()=>{var Ae=Object.defineProperty;var Mt=Object.getOwnPropertyDescriptor;var Et=Object.getOwnPropertyNames;var _t=Object.prototype.hasOwnProperty;var Ct=(e,o)=>{for(var t in o)Ae(e,t,{get:o[t],enumerable:!0})},Lt=(e,o,t,r)=>{if(o&&typeof o=="object"||typeof o=="function")for(let i of Et(o))!_t.call(e,i)&&i!==t&&Ae(e,i,{get:()=>o[i],enumerable:!(r=Mt(o,i))||r.enumerable});return e};var Tt=e=>Lt(Ae({},"__esModule",{value:!0}),e);var Co={};Ct(Co,{backAt:()=>$t,default:()=>_o,expandFrame:()=>ke,mountReplay:()=>St,partsAt:()=>$e});var Dt="#c0142c",Rt="#1b1e24";function pe(e){let o=e[0],t=e[1];return{rank:o,suit:t,red:t==="H"||t==="D"}}function Ue(e){return e==="T"?"10":e}var It={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function oe(e,o,t,r,i,n=!1){let s=r/100,c=n?" rotate(180 50 50)":"";return`<path d="${It[e]}" fill="${i}" transform="translate(${Me(o-r/2)} ${Me(t-r/2)}) scale(${Me(s)})${c}"/>`}function Me(e){return Number.isInteger(e)?String(e):e.toFixed(2)}var T=31,O=50,D=69,z=29,F=111,W=70,ue=56.3,fe=83.7,Ee={2:[[O,z],[O,F]],3:[[O,z],[O,W],[O,F]],4:[[T,z],[D,z],[T,F],[D,F]],5:[[T,z],[D,z],[O,W],[T,F],[D,F]],6:[[T,z],[D,z],[T,W],[D,W],[T,F],[D,F]],7:[[T,z],[D,z],[O,49.5],[T,W],[D,W],[T,F],[D,F]],8:[[T,z],[D,z],[O,49.5],[T,W],[D,W],[O,90.5],[T,F],[D,F]],9:[[T,z],[D,z],[T,ue],[D,ue],[O,W],[T,fe],[D,fe],[T,F],[D,F]],T:[[T,z],[D,z],[O,42.6],[T,ue],[D,ue],[T,fe],[D,fe],[O,97.4],[T,F],[D,F]]},Oe=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function jt(e,o,t){let r=Ue(e),i=r.length>1;return`<g class="solitaire-index"><text x="${i?12.6:11.5}" y="23" text-anchor="middle" font-size="${i?19:22}"${i?' letter-spacing="-2.2"':""} ${Oe} fill="${t}">${r}</text>`+oe(o,11.5,31.5,12,t)+"</g>"}function zt(e,o,t,r){let s=o-13,c=t-14/2;return`<polygon points="${e==="K"?`${s},${c+14} ${s},${c} ${s+26*.25},${c+14*.55} ${s+26/2},${c-2} ${s+26*.75},${c+14*.55} ${s+26},${c} ${s+26},${c+14}`:`${s},${c+14} ${s+2},${c+3} ${s+26*.3},${c+14*.6} ${s+26/2},${c+1} ${s+26*.7},${c+14*.6} ${s+26-2},${c+3} ${s+26},${c+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${c+14*.72}" r="2" fill="${r}"/>`}function Ft(e,o,t){return`<path d="M${e-11} ${o+7}C${e-6} ${o-8} ${e+6} ${o-10} ${e+13} ${o-7}C${e+5} ${o-3} ${e-2} ${o+2} ${e-11} ${o+7}Z" fill="#e7b53c" stroke="${t}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${e-11} ${o+7}L${e+9} ${o-6}" stroke="${t}" stroke-width="0.9"/>`}function Ht(e,o,t,r){let i=(e==="J"?Ft(50,30,t):zt(e,50,30,t))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${Oe} fill="${t}">${e}</text>`+oe(o,32.5,29,10,t)+oe(o,67.5,29,10,t);return`<rect class="solitaire-court-frame" x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${t}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${t}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${t}" stroke-opacity="0.4" stroke-width="0.8"/>`+i+`<g transform="rotate(180 50 70)">${i}</g>`}function G(e,o={}){let{rank:t,suit:r,red:i}=pe(e),n=i?Dt:Rt,s=jt(t,r,n),c="",d=t==="A"?"ace":Ee[t]?"pips":"court";if(t==="A")c=oe(r,50,70,r==="S"?46:40,n),r==="S"&&(c+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${n}" stroke-opacity="0.25" stroke-width="1"/>`);else if(Ee[t]){let a=t==="T"||t==="9"?17:18;c=Ee[t].map(([u,y])=>`<g class="solitaire-pip">${oe(r,u,y,a,n,y>W+1)}</g>`).join("")}else c=Ht(t,r,n,o.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><g class="solitaire-centre solitaire-centre-${d}">${c}</g>`+s+`<g transform="rotate(180 50 70)">${s}</g></g>`}function qe(e){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect class="solitaire-back-field" x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${e})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path class="solitaire-back-field" d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function We(e){return`<pattern id="${e}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${e}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Be(e,o){let{rank:t,suit:r}=pe(e),i=o?.ranks?.[t]??Ue(t),n=o?.suits?.[r]??r;return(o?.card_name??"{rank} of {suit}").replace("{rank}",i).replace("{suit}",n)}var Nt={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},_e=3;function Pt(e){let o=e.draw_count;return typeof o=="number"&&o>=1?Math.min(o,_e):_e}function ge(e,o,t={}){let r={...Nt,...t};return(e.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?Bt(e,o,r):Wt(e,o,r)}function Ke(e,o,t,r){let i=e/(o+(o-1)*t+2*t);return Math.max(r.minCardW,Math.min(r.maxCardW,i))}var M=e=>Math.round(e*100)/100;function X(e,o,t){let r=e.cards.length,i=e.face_down??0,n=e.cards.map((s,c)=>({index:c,code:s,faceUp:s!==null&&c>=i,x:o.x,y:o.y}));return{id:e.id,kind:e.kind,fan:"square",slot:o,drop:Ut(o,t),cards:n,count:r}}function Ut(e,o){return{x:M(e.x-o),y:M(e.y-o),w:M(e.w+2*o),h:M(e.h+2*o)}}function Ot(e,o,t,r,i,n){let s=e.cards.length,c=r.faceDownStep*t,d=r.faceUpStep*t,a=e.cards.slice(0,-1).map(f=>f===null?"d":"u"),u=()=>a.reduce((f,l)=>f+(l==="d"?c:d),0);if(i!==void 0&&s>1){let f=i-o.y-t,l=u();if(l>f&&f>0){let h=Math.max(.35,f/l);c*=h,d*=h}}let y=o.y,x=e.cards.map((f,l)=>{let h={index:l,code:f,faceUp:f!==null&&l>=(e.face_down??0),x:o.x,y:M(y)};return y+=f===null?c:d,h}),b=s?x[s-1].y+t:o.y+t;return{id:e.id,kind:e.kind,fan:"down",slot:o,drop:{x:M(o.x-n),y:M(o.y-n),w:M(o.w+2*n),h:M(b-o.y+t*.35+n)},cards:x,count:s}}function qt(e,o,t,r,i,n){let s=e.cards.length,c=Math.max(0,s-n),d=r.wasteFan*t,a=e.cards.map((y,x)=>({index:x,code:y,faceUp:y!==null,x:M(o.x+Math.max(0,x-c)*d),y:o.y})),u=s?a[s-1].x+t:o.x+t;return{id:e.id,kind:e.kind,fan:"right",slot:o,drop:{x:M(o.x-i),y:M(o.y-i),w:M(u-o.x+2*i),h:M(o.h+2*i)},cards:a,count:s,shown:n}}function Wt(e,o,t){let r=e.piles,i=r.filter(m=>m.kind==="foundation"),n=r.filter(m=>m.kind==="tableau"),s=Math.max(7,n.length,i.length+3),c=.14,d=Ke(o,s,c,t),a=d*1.4,u=d*c,y=s*d+(s-1)*u;o=Math.max(o,y+2*u);let x=Math.max(u,(o-y)/2),b=m=>M(x+m*(d+u)),f=u,l=Math.max(14,a*.14),h=f+a+l+u*.6,p=u/2,v=(n.length?Math.max(0,n.length-1)*t.faceDownStep+Math.max(0,t.faceUpRoom-1)*t.faceUpStep:0)*a,k=h+a+v+u,w=t.maxHeight?Math.min(k,t.maxHeight):k,_=w-u,L={},U=[];for(let m of r){let g;if(m.kind==="stock")g=X(m,{x:b(0),y:f,w:d,h:a},p),g.label={x:M(b(0)+d/2),y:M(f+a+l*.8),text:""};else if(m.kind==="waste")g=qt(m,{x:b(1),y:f,w:d,h:a},d,t,p,Pt(e));else if(m.kind==="foundation"){let S=i.indexOf(m);g=X(m,{x:b(s-i.length+S),y:f,w:d,h:a},p)}else{let S=n.indexOf(m);g=Ot(m,{x:b(S),y:M(h),w:d,h:a},a,t,_,p);let C=g.cards.length?g.cards[g.cards.length-1].y+a:h+a;w=Math.max(w,C+u)}L[m.id]=g,U.push(m.id)}return{width:M(o),height:M(w),cardW:M(d),cardH:M(a),gap:M(u),kind:"klondike",piles:L,order:U}}function Bt(e,o,t){let r=e.piles,i=r.filter(m=>m.kind==="foundation"),n=r.filter(m=>m.kind==="tableau"),s=Math.max(i.length,Math.ceil(n.length/2),1),c=s+1,d=.16,a=Ke(o,c,d,t),u=a*1.4,y=a*d,x=c*a+(c-1)*y;o=Math.max(o,x+2*y);let b=Math.max(y,(o-x)/2),f=m=>M(b+m*(a+y)),l=y,h=Math.max(14,u*.15),p=[l+u+h+y*.9];p.push(p[0]+u+y*1.1);let v=y/2,k={},w=[0,0];n.forEach((m,g)=>{let S=Math.min(1,Math.max(0,typeof m.row=="number"?m.row:g<s?0:1));k[m.id]={row:S,col:w[S]++}});let _={},L=[];for(let m of r){let g;if(m.kind==="stock")g=X(m,{x:f(0),y:l,w:a,h:u},v),g.label={x:M(f(0)+a/2),y:M(l+u+h*.8),text:""};else if(m.kind==="waste")g=X(m,{x:f(0),y:M(p[0]),w:a,h:u},v);else if(m.kind==="foundation"){let S=i.indexOf(m),C=f(1+S);g=X(m,{x:C,y:l,w:a,h:u},v),g.label={x:M(C+a/2),y:M(l+u+h*.8),text:m.label??""}}else{let{row:S,col:C}=k[m.id];g=X(m,{x:f(1+C%s),y:M(p[S]),w:a,h:u},v)}_[m.id]=g,L.push(m.id)}let U=p[1]+u+y*1.2;return{width:M(o),height:M(U),cardW:M(a),cardH:M(u),gap:M(y),kind:"matrimony",piles:_,order:L}}function V(e){return e.fan==="down"?e.cards:e.fan==="right"?e.cards.slice(-(e.shown??_e)):e.cards.slice(-1)}function he(e,o,t){let r=e.cards[e.cards.length-1];return r?{x:r.x,y:r.y,w:o,h:t}:e.slot}function Ye(e,o,t){return o>=e.x&&o<=e.x+e.w&&t>=e.y&&t<=e.y+e.h}function Ce(e,o,t){let{cardW:r,cardH:i}=e;for(let n=e.order.length-1;n>=0;n--){let s=e.piles[e.order[n]],c=V(s);for(let d=c.length-1;d>=0;d--){let a=c[d];if(Ye({x:a.x,y:a.y,w:r,h:i},o,t))return{pile:s.id,index:s.fan==="down"?a.index:s.count-1}}if(!c.length&&Ye(s.slot,o,t))return{pile:s.id,index:-1}}return null}function Ze(e,o,t){let r=null,i=0;for(let n of e.order){if(n===t)continue;let s=e.piles[n];if(s.kind==="stock")continue;let c=s.drop,d=Math.min(o.x+o.w,c.x+c.w)-Math.max(o.x,c.x),a=Math.min(o.y+o.h,c.y+c.h)-Math.max(o.y,c.y);if(d<=0||a<=0)continue;let u=d*a;u>i&&(i=u,r=n)}return i>=.12*o.w*o.h?r:null}function me(e){let o=[];for(let t of e.order){let r=e.piles[t];if(r.fan==="down"){let i=r.cards.filter(n=>n.faceUp);if(i.length)for(let n of i)o.push({pile:t,index:n.index});else o.push({pile:t,index:r.count-1})}else o.push({pile:t,index:r.count-1})}return o}function Ve(e,o){let t=e.piles[o.pile],r=o.index>=0?t.cards[o.index]:null,i=r?r.x:t.slot.x,n=r?r.y:t.slot.y;return{x:i+e.cardW/2,y:n+(r&&t.fan==="down"?e.cardH*.12:e.cardH/2)}}function Ge(e,o,t){let r=me(e);if(!r.length)return null;if(!o)return r[0];let i=r.find(d=>d.pile===o.pile&&d.index===o.index)??r.find(d=>d.pile===o.pile);if(!i)return r[0];if(t==="up"||t==="down"){let d=r.filter(u=>u.pile===i.pile),a=d.indexOf(i)+(t==="down"?1:-1);if(a>=0&&a<d.length)return d[a]}let n=Ve(e,i);if(t==="left"||t==="right"){let d=e.piles[i.pile].slot.y,a=null,u=1/0;for(let x of e.order){let b=e.piles[x];if(x===i.pile||Math.abs(b.slot.y-d)>1)continue;let f=(b.slot.x-e.piles[i.pile].slot.x)*(t==="right"?1:-1);f>1&&f<u&&(u=f,a=x)}if(!a)return i;let y=r.filter(x=>x.pile===a);return y[y.length-1]}let s=null,c=1/0;for(let d of r){if(d.pile===i.pile)continue;let a=Ve(e,d),u=t==="up"?n.y-a.y:a.y-n.y,y=Math.abs(a.x-n.x);if(u<=1)continue;let x=u+3*y;x<c&&(c=x,s=d)}return s??i}function Xe(e,o){if(e.version===o.version)return;let t=e.position_since;if(typeof t=="number"&&typeof o.version=="number"&&t<=o.version)return;let r=e.last_move;if(!r||r.src!==o.src||r.dst!==o.dst||typeof e.move_count=="number"&&e.move_count<=o.moves)return null;let i=e.piles.find(s=>s.id===o.dst);if(!i||!i.cards.length)return null;let n=typeof r.count=="number"?r.count:o.count;return{pile:i.id,index:Math.max(0,i.cards.length-n)}}function Le(e,o){return`${e}/${o}`}function Te(e,o){return e.piles.find(t=>t.id===o)}function be(e,o,t){let r=Te(e,o);return r?Math.max(0,r.cards.length-t):0}function q(e,o,t,r=!0){let i=Te(e,o);return!i||t<0||t>=i.cards.length||i.kind==="stock"||i.cards[t]===null?!1:t===i.cards.length-1||Object.prototype.hasOwnProperty.call(e.legal??{},Le(o,t))?!0:i.kind==="tableau"&&r}function Je(e,o,t){return(e.legal??{})[Le(o,t)]??[]}function De(e,o,t,r){return{kind:"move",src:o,dst:r,count:be(e,o,t),version:e.version}}function Qe(e,o,t){return{kind:"auto",src:o,count:be(e,o,t),version:e.version}}function Re(e){return{kind:"stock",version:e.version}}function et(e,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return Re(e);case"h":return e.hint_available?{kind:"hint"}:null;default:return null}}function Kt(e,o){return String(e).replace(/\{(\w+)\}/g,(t,r)=>r in o?String(o[r]):t)}function Yt(e,o){let t=e.labels??{};if(o==="stock")return t.stock??"Stock";if(o==="waste")return t.waste??"Waste";let r=/^([ft])(\d+)$/.exec(o);return r?Kt(r[1]==="f"?t.foundation??"Foundation {n}":t.pile??"Pile {n}",{n:r[2]}):o}function tt(e,o,t){let r=e.labels??{},i=Te(e,o),n=Yt(e,o);if(!i||t<0||t>=i.cards.length){let c=o==="stock"&&e.stock_label?`, ${e.stock_label}`:"";return`${n}, ${r.empty??"empty"}${c}`}let s=i.cards[t];return o==="stock"?`${n}${e.stock_label?", "+e.stock_label:""}, ${r.face_down??"face down"}`:s===null?`${n}, ${r.face_down??"face down"}`:`${Be(s,r)}, ${n}, ${r.face_up??"face up"}`}var Vt=5,Zt=400;function ot(e,o,t,r=!0){return t?t.pile==="stock"?{selection:null,intent:Re(e)}:o?t.pile===o.pile?t.index!==o.index&&q(e,t.pile,t.index,r)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:De(e,o.pile,o.index,t.pile)}:q(e,t.pile,t.index,r)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function Gt(e,o,t,r=!0){return ot(e,o,t,r)}function rt(e){let{root:o,svg:t}=e,r=null,i=null,n=l=>e.layout.piles[l]?.fan==="down",s=l=>{l&&e.emit(l)},c=l=>{if(l.button!==0||r&&r.dragging)return;e.pendingFocus=null;let h=e.toLocal(l.clientX,l.clientY),p=Ce(e.layout,h.x,h.y);r={id:l.pointerId,hit:p,cx:l.clientX,cy:l.clientY,x:h.x,y:h.y,dragging:!1};let k=l.target.closest?.("[data-stop]");k&&(e.focus={pile:k.getAttribute("data-pile")??"",index:Number(k.getAttribute("data-stop")?.split("/")[1])});try{t.setPointerCapture(l.pointerId)}catch{}p&&q(e.snapshot,p.pile,p.index,n(p.pile))&&(l.preventDefault(),o.focus({preventScroll:!0}))},d=l=>{if(!r||l.pointerId!==r.id)return;let h=r.hit;if(!r.dragging){if(Math.hypot(l.clientX-r.cx,l.clientY-r.cy)<Vt||!h||!q(e.snapshot,h.pile,h.index,n(h.pile)))return;r.dragging=!0,i=null,e.selection=null,e.drag={src:h.pile,index:h.index,count:be(e.snapshot,h.pile,h.index),dx:0,dy:0,over:null},e.repaint()}let p=e.toLocal(l.clientX,l.clientY),v=p.x-r.x,k=p.y-r.y;e.moveDrag(v,k);let w=e.drag;if(!w)return;let _=e.layout.piles[w.src].cards[w.index],L=Ze(e.layout,{x:_.x+v,y:_.y+k,w:e.layout.cardW,h:e.layout.cardH},w.src);L!==w.over&&(w.over=L,e.repaint())},a=l=>{if(!r||l.pointerId!==r.id)return;let h=r;if(r=null,h.dragging){let p=e.drag;e.drag=null,e.selection=null,p&&p.over&&p.over!==p.src&&s(De(e.snapshot,p.src,p.index,p.over)),e.repaint();return}y(h.hit,l.timeStamp)},u=()=>{r=null,e.drag&&(e.drag=null,e.repaint())},y=(l,h)=>{let p=e.snapshot;if(l&&i&&i.pile===l.pile&&i.index===l.index&&h-i.t<Zt){i=null,q(p,l.pile,l.index,n(l.pile))&&s(Qe(p,l.pile,l.index)),e.select(null);return}let{selection:v,intent:k}=ot(p,e.selection,l,l?n(l.pile):!0);i=l&&!k&&l.pile!=="stock"&&q(p,l.pile,l.index,n(l.pile))?{...l,t:h}:null,l&&(e.focus=l.index>=0||e.layout.piles[l.pile].count===0?l:e.focus),s(k),v!==e.selection&&e.select(v)},x=l=>{if(l.altKey||l.ctrlKey||l.metaKey)return;let h=e.snapshot,p={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(l.key in p){l.preventDefault();let k=Ge(e.layout,e.focus,p[l.key]);k&&e.focusStop(k);return}if(l.key==="Enter"||l.key===" "){if(l.preventDefault(),!e.focus){e.focusStop(null);return}let k=e.focus,{selection:w,intent:_}=Gt(h,e.selection,k,n(k.pile));e.pendingFocus=_&&_.kind==="move"?{src:_.src,dst:_.dst,count:_.count,version:h.version,moves:typeof h.move_count=="number"?h.move_count:-1}:null,s(_),e.select(w);return}if(l.key==="?"){l.preventDefault(),e.options.onHelp?.();return}if(l.key==="Escape"){(e.selection||e.drag)&&(l.preventDefault(),r=null,e.drag=null,e.select(null));return}let v=et(h,l.key);v&&(l.preventDefault(),e.select(null),s(v))},b=l=>{if(l.touches.length!==1)return;let h=l.touches[0],p=e.toLocal(h.clientX,h.clientY),v=Ce(e.layout,p.x,p.y);v&&q(e.snapshot,v.pile,v.index,n(v.pile))&&l.preventDefault()},f=l=>{let h=l.target.closest?.("[data-stop]");if(!h)return;let[p,v]=(h.getAttribute("data-stop")??"").split("/");e.focus={pile:p,index:Number(v)}};return t.addEventListener("pointerdown",c),t.addEventListener("pointermove",d),t.addEventListener("pointerup",a),t.addEventListener("pointercancel",u),t.addEventListener("lostpointercapture",u),t.addEventListener("touchstart",b,{passive:!1}),o.addEventListener("keydown",x),o.addEventListener("focusin",f),()=>{t.removeEventListener("pointerdown",c),t.removeEventListener("pointermove",d),t.removeEventListener("pointerup",a),t.removeEventListener("pointercancel",u),t.removeEventListener("lostpointercapture",u),t.removeEventListener("touchstart",b),o.removeEventListener("keydown",x),o.removeEventListener("focusin",f)}}var Xt=`
.solitaire-root {
  --solitaire-felt-1: #2f7d50;
  --solitaire-felt-2: #1b5534;
  --solitaire-felt-edge: #154429;
  --solitaire-on-felt: rgba(255, 255, 255, 0.86);
  --solitaire-on-felt-dim: rgba(255, 255, 255, 0.55);
  --solitaire-slot: rgba(0, 0, 0, 0.14);
  --solitaire-slot-line: rgba(255, 255, 255, 0.34);
  --solitaire-select: #ffcf3f;
  --solitaire-target: #7fe3ff;
  --solitaire-focus-ring: #ffffff;
  --solitaire-hint: #ff8f3f;
  /* chrome: the host's variable first (VS Code, then JupyterLab / Notebook 7), else ours */
  --solitaire-fg: var(--vscode-foreground, var(--jp-ui-font-color1, #1f2328));
  --solitaire-fg-dim: var(--vscode-descriptionForeground, var(--jp-ui-font-color2, #57606a));
  --solitaire-surface: var(--vscode-editor-background, var(--jp-layout-color1, #ffffff));
  --solitaire-surface-2: var(--vscode-editorWidget-background, var(--jp-layout-color2, #eef1f4));
  --solitaire-border: var(--vscode-widget-border, var(--jp-border-color1, #c4c8cc));
  --solitaire-border-strong: var(--vscode-focusBorder, var(--jp-border-color0, #9aa0a6));
  --solitaire-brand: var(--vscode-button-background, var(--jp-brand-color1, #1976d2));
  --solitaire-brand-strong: var(--vscode-button-hoverBackground, var(--jp-brand-color0, #0d47a1));
  --solitaire-on-brand: var(--vscode-button-foreground, #ffffff);
  --solitaire-focus: var(--vscode-focusBorder, var(--jp-brand-color1, #1976d2));
  --solitaire-input-bg: var(--vscode-input-background, var(--jp-input-background, var(--jp-layout-color1, #ffffff)));
  --solitaire-input-fg: var(--vscode-input-foreground, var(--solitaire-fg));
  --solitaire-error: var(--vscode-errorForeground, var(--jp-error-color1, #c62828));
  --solitaire-error-bg: var(--vscode-inputValidation-errorBackground, var(--jp-error-color3, #fdecea));
  --solitaire-info-bg: var(--solitaire-surface-2);
  --solitaire-won: #2e7d32;
  --solitaire-warn: #8f5b00; /* amber text at 5.7:1 on the white banner */
  --solitaire-panel: var(--vscode-editor-background, var(--jp-layout-color1, #ffffff));
  font-family: var(--jp-ui-font-family, var(--vscode-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif));
  font-size: var(--jp-ui-font-size1, 13px);
  color: var(--solitaire-fg);
  max-width: 100%;
  box-sizing: border-box;
  user-select: none;
  -webkit-user-select: none;
}
/* the dark palette: JupyterLab Dark (also before the script runs), or detectTheme said dark */
body[data-jp-theme-light="false"] .solitaire-root:not(.solitaire-light),
.solitaire-root.solitaire-dark {
  --solitaire-felt-1: #1f5a3a;
  --solitaire-felt-2: #10321f;
  --solitaire-felt-edge: #0a2416;
  --solitaire-on-felt: rgba(236, 242, 238, 0.86);
  --solitaire-on-felt-dim: rgba(236, 242, 238, 0.5);
  --solitaire-fg: var(--vscode-foreground, var(--jp-ui-font-color1, #e6edf3));
  --solitaire-fg-dim: var(--vscode-descriptionForeground, var(--jp-ui-font-color2, #a8b1bb));
  --solitaire-surface: var(--vscode-editor-background, var(--jp-layout-color1, #22262b));
  --solitaire-surface-2: var(--vscode-editorWidget-background, var(--jp-layout-color2, #30363d));
  --solitaire-border: var(--vscode-widget-border, var(--jp-border-color1, #4b535c));
  --solitaire-border-strong: var(--vscode-focusBorder, var(--jp-border-color0, #8b949e));
  /* JupyterLab Dark's brand-color1 is a light blue (3.1:1 under white text): its color0 */
  --solitaire-brand: var(--vscode-button-background, var(--jp-brand-color0, #1976d2));
  --solitaire-brand-strong: var(--vscode-button-hoverBackground, #1565c0);
  --solitaire-input-bg: var(--vscode-input-background, var(--jp-input-background, var(--jp-layout-color1, #1b1f24)));
  /* --jp-error-color3 is a light pink in JupyterLab Dark: not under light text */
  --solitaire-error-bg: var(--vscode-inputValidation-errorBackground, #4a2326);
  --solitaire-won: #66bb6a;
  --solitaire-warn: #d18b00;
  --solitaire-panel: var(--vscode-editor-background, var(--jp-layout-color1, #222529));
}
/* a theme chosen in the settings menu (not "auto"): our own palette, whatever the host's
   variables say (a dark table in a light JupyterLab would read light-theme host colours) */
.solitaire-root.solitaire-theme-fixed.solitaire-light.solitaire-own-bg {
  --solitaire-fg: #1f2328; --solitaire-fg-dim: #57606a;
  --solitaire-surface: #ffffff; --solitaire-surface-2: #eef1f4;
  --solitaire-border: #c4c8cc; --solitaire-border-strong: #9aa0a6;
  --solitaire-brand: #1976d2; --solitaire-brand-strong: #0d47a1; --solitaire-on-brand: #ffffff;
  --solitaire-focus: #1976d2; --solitaire-input-bg: #ffffff; --solitaire-input-fg: #1f2328;
  --solitaire-error: #c62828; --solitaire-error-bg: #fdecea; --solitaire-info-bg: #eef1f4;
  --solitaire-panel: #ffffff;
  color-scheme: light;
}
.solitaire-root.solitaire-theme-fixed.solitaire-dark.solitaire-own-bg {
  --solitaire-fg: #e6edf3; --solitaire-fg-dim: #a8b1bb;
  --solitaire-surface: #22262b; --solitaire-surface-2: #30363d;
  --solitaire-border: #4b535c; --solitaire-border-strong: #8b949e;
  --solitaire-brand: #1976d2; --solitaire-brand-strong: #1565c0; --solitaire-on-brand: #ffffff;
  --solitaire-focus: #58a6ff; --solitaire-input-bg: #1b1f24; --solitaire-input-fg: #e6edf3;
  --solitaire-error: #ff7b72; --solitaire-error-bg: #4a2326; --solitaire-info-bg: #30363d;
  --solitaire-panel: #222529;
  color-scheme: dark;
}
/* no host colours known (a bare page, Colab): paint our own background under the text */
.solitaire-root.solitaire-own-bg {
  background: var(--solitaire-surface); border-radius: 10px; padding: 2px 8px 8px;
}
.solitaire-root *, .solitaire-root *::before, .solitaire-root *::after { box-sizing: border-box; }
.solitaire-no-transition, .solitaire-no-transition * { transition: none !important; }

/* ---- toolbar ---- */
.solitaire-toolbar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px 6px;
  padding: 6px 2px 8px;
}
.solitaire-title { font-weight: 650; font-size: 1.15em; margin-right: 4px; letter-spacing: 0.01em; }
.solitaire-group { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-spacer { flex: 1 1 auto; }
.solitaire-btn {
  font: inherit; line-height: 1.2; cursor: pointer;
  padding: 4px 9px; border-radius: 6px;
  border: 1px solid var(--solitaire-border);
  background: var(--solitaire-surface);
  color: var(--solitaire-fg);
  transition: background 0.12s, border-color 0.12s;
}
.solitaire-btn:hover:not(:disabled) { background: var(--solitaire-surface-2); border-color: var(--solitaire-border-strong); }
.solitaire-btn:disabled { opacity: 0.45; cursor: default; }
.solitaire-btn:focus-visible, .solitaire-deal-input:focus-visible, .solitaire-toggle input:focus-visible {
  outline: 2px solid var(--solitaire-focus); outline-offset: 1px;
}
.solitaire-btn-primary {
  /* VS Code's high-contrast themes draw buttons black with a light border */
  background: var(--solitaire-brand); border-color: var(--vscode-button-border, var(--solitaire-brand));
  color: var(--solitaire-on-brand);
}
.solitaire-btn-primary:hover:not(:disabled) { background: var(--solitaire-brand-strong); border-color: var(--solitaire-brand-strong); }
.solitaire-deal-input {
  font: inherit; width: 4.6em; padding: 3px 6px; border-radius: 6px;
  border: 1px solid var(--solitaire-border);
  background: var(--solitaire-input-bg);
  color: var(--solitaire-input-fg);
}
.solitaire-label { color: var(--solitaire-fg-dim); }
.solitaire-toggle {
  display: inline-flex; align-items: center; gap: 3px; cursor: pointer; padding: 2px 6px 2px 4px;
  border: 1px solid var(--solitaire-border); border-radius: 6px;
  color: var(--solitaire-fg);
}
.solitaire-toggle input { margin: 0; }
.solitaire-toggle-icon { display: inline-flex; color: var(--solitaire-fg-dim); }
.solitaire-toggle input:checked + .solitaire-toggle-icon { color: var(--solitaire-focus); }
.solitaire-toggle-text { white-space: nowrap; }
.solitaire-help-btn { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-help-btn .solitaire-icon { font-weight: 700; }
.solitaire-counter b { display: inline-block; min-width: 2ch; text-align: right; }
.solitaire-counter {
  /* full-strength text: JupyterLab's dim colour on its layout-color2 is 4.45:1, under AA */
  font-variant-numeric: tabular-nums; color: var(--solitaire-fg);
  padding: 2px 8px; border-radius: 10px; background: var(--solitaire-surface-2); white-space: nowrap;
}
.solitaire-counter b { color: var(--solitaire-fg); font-weight: 650; }
/* the counter's icons stay in the line: some hosts' base CSS (marimo's Tailwind) makes
   every svg a block, which broke the counter over three lines */
.solitaire-counter-icon svg { display: inline-block; vertical-align: -1px; margin-right: 3px; }
.solitaire-toolbar svg, .solitaire-message-row svg { display: inline-block; }
/* Hint and Rules: their words, or in a notebook-wide table (JupyterLab's cell is ~850 px:
   "Solitario (32 carte)" with a 9-digit deal and a score did not fit) an icon, the words
   kept as the label */
.solitaire-toolbar .solitaire-narrow-icon { display: none; }
/* a very narrow table (700 px): a long game name is cut (its tooltip holds it whole) */
@container (max-width: 760px) {
  .solitaire-title { max-width: 8em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  /* the deal box without its spin buttons (the arrow keys still step the number): its
     width is the number's and the padding's (widget.js dealBoxWidth), the room the title's */
  .solitaire-deal-input { --solitaire-deal-room: 18px; appearance: textfield; -moz-appearance: textfield; }
  .solitaire-deal-input::-webkit-inner-spin-button, .solitaire-deal-input::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
  .solitaire-toolbar { gap: 6px 4px; }
  .solitaire-toolbar .solitaire-btn, .solitaire-toolbar .solitaire-undo, .solitaire-toolbar .solitaire-redo { padding-left: 7px; padding-right: 7px; }
}
/* where the browser can size a box from its content (calc-size: Chromium), the title takes
   what room the line has, up to its whole name: a line is laid out as if it were at most
   8em (a long deal number and a score still fit on it), then the title grows before the
   gap before the counter does. Elsewhere it stays cut at 8em. */
@supports (min-width: calc-size(max-content, size)) {
  @container (max-width: 760px) {
    .solitaire-title {
      flex: 1000 1 0px; max-width: max-content;
      min-width: calc-size(max-content, min(size, 8em));
    }
  }
}
@container (max-width: 900px) {
  .solitaire-toolbar .solitaire-narrow-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .solitaire-toolbar .solitaire-narrow-icon { display: inline-flex; }
  .solitaire-toolbar .solitaire-narrow-icon svg { vertical-align: -2px; }
}
/* icon and words, spaced like Undo/Redo */
.solitaire-restart, .solitaire-settings-btn, .solitaire-stats-btn { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-hidden { display: none !important; }
.solitaire-undo, .solitaire-redo { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-root { container-type: inline-size; }
/* a narrow table (a notebook cell is ~860 px; marimo's column ~1030 px, where Italian's
   "Solitario (32 carte)" with its words did not fit): Restart/Undo/Redo show their
   arrows only, the Deal box its "#", the counter its icons */
@container (max-width: 1100px) {
  .solitaire-toolbar .solitaire-btn-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .solitaire-undo, .solitaire-redo { padding-left: 11px; padding-right: 11px; }
}

/* ---- message line: a reserved place of two lines, there with or without a message, so
   a message never moves the table; a longer text is cut (its title holds it whole) ---- */
.solitaire-message-row { display: flex; align-items: center; gap: 6px; margin: 0 0 6px; }
.solitaire-message-row > :not(.solitaire-message) { flex: none; }
/* a narrow table: the Keys button shows its "?" only (the words stay its label) */
@container (max-width: 640px) {
  .solitaire-message-row .solitaire-btn-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
}
.solitaire-message {
  flex: 1 1 auto; min-width: 0;
  height: calc(2 * 1.45em + 6px); margin: 0; padding: 3px 10px; border-radius: 6px;
  line-height: 1.45; border-left: 4px solid transparent; color: var(--solitaire-fg);
  overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
}
.solitaire-message-info { background: var(--solitaire-info-bg); border-left-color: var(--solitaire-focus); }
.solitaire-message-error { background: var(--solitaire-error-bg); border-left-color: var(--solitaire-error); color: var(--solitaire-fg); }
.solitaire-message-won { background: var(--solitaire-info-bg); border-left-color: var(--solitaire-won); font-weight: 600; }
.solitaire-message-stuck { background: var(--solitaire-info-bg); border-left-color: #e0a100; }

/* ---- the felt ---- */
.solitaire-table {
  position: relative; border-radius: 12px; overflow: hidden; outline: none;
  background:
    radial-gradient(ellipse 80% 70% at 50% 35%, var(--solitaire-felt-1) 0%, var(--solitaire-felt-2) 100%);
  box-shadow: inset 0 0 0 1px var(--solitaire-felt-edge), inset 0 2px 14px rgba(0, 0, 0, 0.35);
  touch-action: manipulation;
}
.solitaire-table:focus-visible { outline: none; }
.solitaire-svg { display: block; width: 100%; height: auto; overflow: visible; }
.solitaire-card, .solitaire-slot { outline: none; }
.solitaire-interactive .solitaire-card.solitaire-pickable { cursor: grab; touch-action: none; }
.solitaire-interactive .solitaire-stock-hit { cursor: pointer; }
.solitaire-dragging, .solitaire-dragging * { cursor: grabbing !important; }
.solitaire-focus-ring { opacity: 0; pointer-events: none; }
/* a state that can't be drawn: the last good table stays, dimmed and inert, under the error */
.solitaire-bad-state .solitaire-table { opacity: 0.35; pointer-events: none; filter: grayscale(0.6); }
.solitaire-problem {
  position: absolute; z-index: 4; left: 50%; top: 18px; transform: translateX(-50%);
  width: min(560px, 90%); padding: 10px 14px; border-radius: 8px; line-height: 1.45;
  background: var(--solitaire-error-bg); color: var(--solitaire-fg);
  border: 1px solid var(--solitaire-error); border-left-width: 5px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35); user-select: text; -webkit-user-select: text;
}
.solitaire-keys-table { border-collapse: collapse; margin: 6px 0 10px; }
.solitaire-keys-table th, .solitaire-keys-table td { padding: 3px 10px 3px 0; text-align: left; vertical-align: top; }
.solitaire-keys-table code {
  font-weight: 650; white-space: nowrap; padding: 1px 6px; border-radius: 4px;
  border: 1px solid var(--solitaire-border); border-bottom-width: 2px; background: var(--solitaire-surface-2);
}
.solitaire-card:focus-visible .solitaire-focus-ring,
.solitaire-slot:focus-visible .solitaire-focus-ring { opacity: 1; }
.solitaire-slot-text { fill: var(--solitaire-on-felt-dim); font-weight: 600; }
.solitaire-pile-label { fill: var(--solitaire-on-felt); font-weight: 600; }
.solitaire-target-ring { animation: solitaire-pulse 1.3s ease-in-out infinite; }
.solitaire-hint-ring { animation: solitaire-pulse 0.9s ease-in-out infinite; }
@keyframes solitaire-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) {
  .solitaire-target-ring, .solitaire-hint-ring { animation: none; }
}

/* ---- live status line under the felt ---- */
.solitaire-status {
  display: flex; align-items: center; gap: 7px; margin: 6px 2px 0; padding: 2px 4px;
  font-size: 0.95em; line-height: 1.4; color: var(--solitaire-fg);
}
.solitaire-status::before {
  content: ""; flex: none; width: 10px; height: 10px; border-radius: 50%; background: #9e9e9e;
}
.solitaire-status-winnable::before { background: var(--solitaire-won); }
.solitaire-status-lost::before { background: var(--solitaire-error); }
.solitaire-status-lost { font-weight: 600; }
.solitaire-status-unknown { color: var(--solitaire-fg-dim); }
/* a quick answer replaces "checking" before it shows: no flicker */
.solitaire-status-pending { opacity: 0; color: var(--solitaire-fg-dim); animation: solitaire-appear 0.2s ease 0.6s forwards; }
@keyframes solitaire-appear { to { opacity: 1; } }

/* ---- the Rules panel over the felt ---- */
.solitaire-rules-open { min-height: 340px; }
.solitaire-rules-panel, .solitaire-help-panel {
  position: absolute; inset: 6px; z-index: 5; overflow: auto; outline: none;
  padding: 0 20px 14px; border-radius: 10px; line-height: 1.5;
  background: var(--solitaire-panel); color: var(--solitaire-fg);
  border: 1px solid var(--solitaire-border); box-shadow: 0 10px 32px rgba(0, 0, 0, 0.45);
  user-select: text; -webkit-user-select: text;
}
.solitaire-rules-head, .solitaire-help-head {
  position: sticky; top: 0; display: flex; justify-content: flex-end; padding: 8px 0 2px;
  background: var(--solitaire-panel);
}
.solitaire-rules-body h3, .solitaire-help-body h3 { margin: 0 0 6px; font-size: 1.3em; }
.solitaire-rules-body p, .solitaire-help-body p { margin: 0 0 8px; }
.solitaire-rules-body ol { margin: 0 0 8px; padding-left: 1.8em; }
.solitaire-rules-body li { margin: 3px 0; }
.solitaire-rules-table { border-collapse: collapse; margin: 6px 0; font-size: 0.95em; }
.solitaire-rules-table th, .solitaire-rules-table td {
  border: 1px solid var(--solitaire-border); padding: 2px 8px; text-align: left;
}
.solitaire-rules-table th { background: var(--solitaire-surface-2); }
.solitaire-rules-options { color: var(--solitaire-fg-dim); }
/* the spoken line: what a move did, for screen readers only */
.solitaire-said {
  /* (a negative margin: the 1 px box must not reach past the output, whose overflow would
     then show a scrollbar beside the table) */
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}

/* ---- the Settings and Statistics panels (settings.js, stats.js) ---- */
/* their buttons show the icon only in a narrow table (the words stay their label) */
@container (max-width: 940px) {
  .solitaire-settings-btn .solitaire-btn-text, .solitaire-stats-btn .solitaire-btn-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
}
.solitaire-settings-panel, .solitaire-stats-panel {
  position: absolute; inset: 6px; z-index: 5; overflow: auto; outline: none;
  padding: 0 20px 14px; border-radius: 10px; line-height: 1.45;
  background: var(--solitaire-panel); color: var(--solitaire-fg);
  border: 1px solid var(--solitaire-border); box-shadow: 0 10px 32px rgba(0, 0, 0, 0.45);
}
.solitaire-settings-head, .solitaire-stats-head {
  position: sticky; top: 0; display: flex; justify-content: flex-end; padding: 8px 0 2px;
  background: var(--solitaire-panel);
}
.solitaire-settings-body h3, .solitaire-stats-body h3 { margin: 0 0 8px; font-size: 1.3em; }
.solitaire-settings-body h4, .solitaire-stats-body h4 { margin: 12px 0 4px; font-size: 1.05em; }
.solitaire-settings-row {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px 12px; align-items: center;
  padding: 3px 0; border-bottom: 1px solid var(--solitaire-border);
}
.solitaire-settings-row label { cursor: pointer; }
/* narrow: a long choice ("only the safe cards ...") goes under its words, within the panel */
@container (max-width: 560px) {
  .solitaire-settings-row { grid-template-columns: minmax(0, 1fr); }
  .solitaire-settings-row:has(> input[type="checkbox"]) { grid-template-columns: minmax(0, 1fr) auto; }
  .solitaire-settings-body select { max-width: 100%; justify-self: start; }
}
.solitaire-settings-body select, .solitaire-settings-body input[type="checkbox"] {
  font: inherit; color: var(--solitaire-input-fg); background: var(--solitaire-input-bg);
  border: 1px solid var(--solitaire-border-strong); border-radius: 4px; padding: 2px 4px;
}
.solitaire-settings-body select:focus-visible, .solitaire-settings-body input:focus-visible {
  outline: 2px solid var(--solitaire-focus); outline-offset: 1px;
}
.solitaire-settings-actions, .solitaire-stats-actions { margin: 10px 0 4px; display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.solitaire-stats-grid { border-collapse: collapse; margin: 4px 0 8px; }
.solitaire-stats-grid th { text-align: left; font-weight: normal; color: var(--solitaire-fg-dim); padding: 2px 16px 2px 0; }
.solitaire-stats-grid td { font-weight: 700; padding: 2px 0; font-variant-numeric: tabular-nums; }
.solitaire-stats-sets { border-collapse: collapse; font-size: 0.95em; }
.solitaire-stats-sets th, .solitaire-stats-sets td { border: 1px solid var(--solitaire-border); padding: 2px 8px; text-align: left; }
.solitaire-stats-sets th { background: var(--solitaire-surface-2); }
.solitaire-stats-chart { display: block; margin: 4px 0 2px; }
.solitaire-stats-chart .solitaire-bar-won { fill: var(--solitaire-won); }
.solitaire-stats-chart .solitaire-bar-lost { fill: var(--solitaire-fg-dim); }
.solitaire-stats-chart .solitaire-bar-axis { stroke: var(--solitaire-border-strong); }
.solitaire-dark .solitaire-stats-chart .solitaire-bar-won,
body[data-jp-theme-light="false"] .solitaire-root:not(.solitaire-light) .solitaire-stats-chart .solitaire-bar-won { fill: #66bb6a; }
.solitaire-stats-confirm {
  margin: 8px 0; padding: 8px 10px; border-radius: 6px;
  background: var(--solitaire-error-bg); color: var(--solitaire-fg); border: 1px solid var(--solitaire-error);
}
.solitaire-dark .solitaire-stats-confirm { background: #3b1f1f; color: #f3dede; }
/* white on this red is 6.6:1 in both themes (the host's error colour can be too light) */
.solitaire-btn-danger, .solitaire-btn-danger:hover:not(:disabled) { color: #fff; border-color: #8c1d18; }
.solitaire-btn-danger { background: #b3261e; }
.solitaire-btn-danger:hover:not(:disabled) { background: #8c1d18; }

/* ---- card options: the face markup is one (cards.js); these repaint or resize it ---- */
/* four colours: a diamond's red becomes blue, a club's black green (AA on the white face) */
.solitaire-four-colour .solitaire-suit-D [fill="#c0142c"] { fill: #1346b4; }
.solitaire-four-colour .solitaire-suit-D [stroke="#c0142c"] { stroke: #1346b4; }
.solitaire-four-colour .solitaire-suit-C [fill="#1b1e24"] { fill: #0a6b2c; }
.solitaire-four-colour .solitaire-suit-C [stroke="#1b1e24"] { stroke: #0a6b2c; }
/* the red back */
.solitaire-back-red .solitaire-back-field { fill: #7a1420; }
.solitaire-back-red .solitaire-back-line { stroke: #c25a63; }
/* large print: the corner indices 30% bigger (what shows of a fanned card); the centre (pips,
   a court's panel) drawn smaller about the card's middle to make room, as on a jumbo-index
   deck: at the normal size a bigger "10" or "K" lay over the first pip or the panel's frame.
   The ace's ring (spades) clears the corner at 0.86. */
.solitaire-large-print .solitaire-index { transform: scale(1.3); transform-box: fill-box; transform-origin: 0 0; }
.solitaire-large-print .solitaire-centre { transform-box: fill-box; transform-origin: center; }
.solitaire-large-print .solitaire-centre-pips, .solitaire-large-print .solitaire-centre-court { transform: scale(0.74); }
.solitaire-large-print .solitaire-centre-ace { transform: scale(0.86); }

/* ---- banners over the felt ---- */
.solitaire-banner {
  position: absolute; z-index: 3; left: 50%; top: 50%; transform: translate(-50%, -50%);
  min-width: 260px; max-width: 86%; padding: 18px 26px; border-radius: 14px; text-align: center;
  background: rgba(255, 255, 255, 0.95); color: #1f2328;
  box-shadow: 0 10px 32px rgba(0, 0, 0, 0.45);
}
body[data-jp-theme-light="false"] .solitaire-root:not(.solitaire-light) .solitaire-banner, .solitaire-dark .solitaire-banner {
  background: rgba(34, 37, 41, 0.96); color: #eceff1;
}
.solitaire-banner-stuck {
  top: auto; bottom: 14px; transform: translateX(-50%); padding: 10px 18px;
  animation: solitaire-rise 0.3s ease-out;
}
.solitaire-banner-won { animation: solitaire-pop 0.45s cubic-bezier(0.2, 1.4, 0.4, 1); }
@keyframes solitaire-pop { from { transform: translate(-50%, -50%) scale(0.6); opacity: 0; } }
@keyframes solitaire-rise { from { transform: translate(-50%, 20px); opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .solitaire-banner { animation: none !important; }
  .solitaire-status-pending { animation-duration: 0s; }
}
.solitaire-banner-stuck .solitaire-banner-title { font-size: 1.2em; }
.solitaire-banner-title { font-size: 1.6em; font-weight: 700; margin-bottom: 4px; }
.solitaire-banner-text { margin-bottom: 12px; opacity: 0.85; }
.solitaire-banner-won .solitaire-banner-title { color: var(--solitaire-won); }
.solitaire-banner-stuck .solitaire-banner-title { color: var(--solitaire-warn); }
.solitaire-banner .solitaire-btn { margin: 0 4px; }
`;function xe(e){let o=e.getRootNode?e.getRootNode():document,t=o&&o.nodeType===11?o:document.head;if(!t||t.querySelector&&t.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=Xt,t.appendChild(r)}var it=new Set(["dark","dark-mode","dark-theme","theme-dark"]),nt=new Set(["light","light-mode","light-theme","theme-light"]),lt=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function Jt(e){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(e);if(o){let c=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],c]}if(typeof document>"u")return null;let t=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!t)return null;t.clearRect(0,0,1,1),t.fillStyle="#00000000",t.fillStyle=e,t.fillRect(0,0,1,1);let[r,i,n,s]=t.getImageData(0,0,1,1).data;return[r,i,n,s/255]}function Qt(e){let o=t=>{let r=t/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*o(e[0])+.7152*o(e[1])+.0722*o(e[2])}function eo(e){let o=e;for(;o;){if(o.nodeType===1){let t=Jt(getComputedStyle(o).backgroundColor);if(t&&t[3]>=.5)return t}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function st(e){if(!e)return null;for(let o of e.classList){if(it.has(o))return"dark";if(nt.has(o))return"light"}for(let o of lt){let t=(e.getAttribute(o)||"").toLowerCase();if(it.has(t))return"dark";if(nt.has(t))return"light"}return null}function to(e){let o=e.ownerDocument||document,t=o.body,r=o.documentElement,i=t&&t.getAttribute("data-jp-theme-light");if(i==="true"||i==="false")return{scheme:i==="true"?"light":"dark",source:"jupyter"};let n=t?`${t.className} ${t.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(n))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(n))return{scheme:"dark",source:"vscode"};let s=st(t)||st(r);if(s)return{scheme:s,source:"page"};let c=e.isConnected?eo(e.parentNode||e):null;if(c)return{scheme:Qt(c)<.18?"dark":"light",source:"background"};let d=e.nodeType===1?getComputedStyle(e).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var at=new WeakMap;function ct(e){let o=()=>{let c=e.dataset.themeChoice,{scheme:d,source:a}=c==="light"||c==="dark"?{scheme:c,source:"setting"}:to(e);if(e.dataset.theme===d&&e.dataset.themeSource===a)return;e.classList.add("solitaire-no-transition"),e.classList.toggle("solitaire-dark",d==="dark"),e.classList.toggle("solitaire-light",d==="light");let u=a==="prefers-color-scheme"||a==="color-scheme"||a==="setting";e.classList.toggle("solitaire-own-bg",u),e.classList.toggle("solitaire-theme-fixed",a==="setting"),e.dataset.theme=d,e.dataset.themeSource=a,e.offsetHeight,e.classList.remove("solitaire-no-transition")};at.set(e,o),o();let t=e.ownerDocument||document,r=new MutationObserver(o),i=["class","data-jp-theme-light","data-vscode-theme-kind","style",...lt];for(let c of[t.documentElement,t.body])c&&r.observe(c,{attributes:!0,attributeFilter:i});let n=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;n?.addEventListener?.("change",o);let s=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{at.delete(e),r.disconnect(),n?.removeEventListener?.("change",o),s&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(s)}}function J(e){return e.getRootNode().activeElement??document.activeElement}var re="data-lm-suppress-shortcuts";function dt(e){let o=n=>{let s=n.target;s&&s.setAttribute&&!s.hasAttribute(re)&&s.setAttribute(re,"true")},t=[],r=()=>{t.forEach(n=>n.setAttribute(re,"true")),t=[]},i=n=>{if(r(),!(n.ctrlKey||n.metaKey||n.altKey)||n.key==="Enter")return;let s=n.target;if(!(s instanceof Element)||!e.contains(s))return;let c=e.parentElement;for(let d=s;d&&d!==c;d=d.parentElement)d.hasAttribute(re)&&(d.removeAttribute(re),t.push(d));t.length&&setTimeout(r)};return e.addEventListener("focusin",o),window.addEventListener("keydown",i,!0),()=>{r(),e.removeEventListener("focusin",o),window.removeEventListener("keydown",i,!0)}}var Ie=200,oo=240,ro=700,io=1500,no=3e3,ye="cubic-bezier(0.2, 0.7, 0.3, 1)",Q="solitaire-motion",ee=e=>(Math.round(e*100)/100).toString();function so(e){return!(e.animate===!1||typeof Element>"u"||typeof Element.prototype.animate!="function"||typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)}function ao(e,o){if(!e||!e.piles?.some(i=>i.cards.length))return"none";let t=e,r=o;return r.deal!==t.deal||r.variant!==t.variant||r.move_count===0&&t.move_count>0?"deal":r.status==="won"&&t.status!=="won"?"win":"slide"}function ut(e,o,t){let r=new Map,i=new Map;for(let n of t.order){let s=t.piles[n];for(let c of V(s)){let d=e.querySelector(`.solitaire-card[data-pile="${n}"][data-index="${c.index}"]`),a={x:c.x,y:c.y,pile:n,index:c.index,html:d?d.outerHTML:""};c.code&&c.faceUp&&r.set(c.code,[...r.get(c.code)??[],a]),c.index===s.count-1&&i.set(n,a)}}return{snapshot:o,layout:t,byCode:r,tops:i}}function ft(e){let o=e.querySelector(":scope > .solitaire-motion");return o||(o=document.createElementNS("http://www.w3.org/2000/svg","g"),o.setAttribute("class","solitaire-motion"),o.setAttribute("pointer-events","none"),e.appendChild(o)),o}function pt(e,o){if(!o)return null;let t=ft(e),r=document.createElementNS("http://www.w3.org/2000/svg","g");r.innerHTML=o;let i=r.firstElementChild;return i?(i.removeAttribute("tabindex"),i.removeAttribute("data-stop"),i.removeAttribute("data-pile"),i.removeAttribute("data-index"),i.setAttribute("aria-hidden","true"),i.classList.add("solitaire-ghost"),t.appendChild(i),i):null}var K=(e,o,t)=>`translate(${ee(e)}px, ${ee(o)}px) scale(${ee(t)})`,gt=(e,o,t)=>`translate(${ee(e)} ${ee(o)}) scale(${ee(t)})`,ie=new WeakMap;function ht(e,o,t){let r=J(e),i=r&&o.contains(r);t(),i&&r.focus({preventScroll:!0})}function lo(e,o){let t=o.parentNode;if(!t)return;let r=ie.get(e)??[];r.push({el:o,parent:t,next:o.nextSibling}),ie.set(e,r),ht(e,o,()=>ft(e).before(o))}function je(e,o){let t=ie.get(e);if(!t)return;let r=o?t.filter(n=>o.includes(n.el)):t,i=o?t.filter(n=>!o.includes(n.el)):[];i.length?ie.set(e,i):ie.delete(e);for(let{el:n,parent:s,next:c}of r.reverse())!n.isConnected||!s.isConnected||n.parentNode!==e||ht(e,n,()=>s.insertBefore(n,c&&c.parentNode===s?c:null))}function mt(e,o,t,r){if(!so(t))return 0;let i=ao(o.snapshot,t);if(i==="none")return 0;let n=r.cardW/100;if(i==="deal")return fo(e,r,n);let s=co(e,o,t,r,n);return i==="win"&&(s+=po(e,t,r,n)),s}function ze(e,o,t){let r=e.piles.find(i=>i.id===t.pile);return!!r&&r.cards[t.index]===o}function co(e,o,t,r,i){let n=0,s=r.piles.stock,c=t.last_move?.src,d=new Set,a=new Set,u=[];for(let f of r.order)for(let l of V(r.piles[f]))!l.code||!l.faceUp||(a.add(`${f}/${l.index}`),u.push({c:l,id:f}));let y=new Map;for(let{c:f,id:l}of u){let h=(o.byCode.get(f.code)??[]).find(p=>p.pile===l&&p.index===f.index);h&&(y.set(`${l}/${f.index}`,h),d.add(h))}let x=[];for(let{c:f,id:l}of u){let h=f.code,p=e.querySelector(`.solitaire-card[data-pile="${l}"][data-index="${f.index}"]`);if(!p)continue;let v=y.get(`${l}/${f.index}`);if(!v){let w=(o.byCode.get(h)??[]).filter(_=>!d.has(_)&&!ze(t,h,_));v=w.find(_=>_.pile===c)??w[0],v&&d.add(v)}let k=v?{x:v.x,y:v.y}:null;if(!v){let w=o.layout.piles[l];if(w&&w.cards[f.index]&&!w.cards[f.index].faceUp){let U=r.cardW/2*.98;p.animate([{transform:`${K(f.x+U,f.y,i)} scaleX(0.02)`},{transform:K(f.x,f.y,i)}],{id:Q,duration:Ie,easing:ye}),n++;continue}let L=c&&o.tops.get(c)||(s?s.slot:null);L&&(k={x:L.x,y:L.y})}!k||Math.abs(k.x-f.x)<.5&&Math.abs(k.y-f.y)<.5||(p.animate([{transform:K(k.x,k.y,i)},{transform:K(f.x,f.y,i)}],{id:Q,duration:Ie,easing:ye}),x.push(p),n++)}let b=[];for(let[f,l]of o.byCode)for(let h of l){if(d.has(h))continue;let p=s?{x:s.slot.x,y:s.slot.y}:null,v=ze(t,f,h)?{pile:h.pile,index:h.index}:uo(t,f,a,d,l),k=v&&r.piles[v.pile]?.cards[v.index];if(k&&(p={x:k.x,y:k.y}),!p||Math.abs(p.x-h.x)<.5&&Math.abs(p.y-h.y)<.5)continue;let w=pt(e,h.html);if(!w)continue;w.setAttribute("transform",gt(p.x,p.y,i));let _=w.animate([{transform:K(h.x,h.y,i),opacity:1},{transform:K(p.x,p.y,i),opacity:1}],{id:Q,duration:Ie,easing:ye});_.onfinish=()=>w.remove(),b.push(_),n++}for(let f of x)lo(e,f);if(x.length){let f=x.flatMap(l=>l.getAnimations());Promise.all(f.map(l=>l.finished)).then(()=>je(e,x),()=>je(e,x))}return n}function uo(e,o,t,r,i){let n=new Set(i.filter(s=>ze(e,o,s)).map(s=>`${s.pile}/${s.index}`));for(let s of e.piles)for(let c=0;c<s.cards.length;c++){if(s.cards[c]!==o)continue;let d=`${s.id}/${c}`;if(!t.has(d)&&!n.has(d))return{pile:s.id,index:c}}return null}function fo(e,o,t){let r=o.piles.stock;if(!r)return 0;let i=[...e.querySelectorAll(".solitaire-card")].filter(c=>c.getAttribute("data-pile")!=="stock"),n=i.length>1?Math.min(40,ro/(i.length-1)):0,s=0;return i.forEach((c,d)=>{let u=o.piles[c.getAttribute("data-pile")??""]?.cards[Number(c.getAttribute("data-index"))];if(!u)return;let y=K(r.slot.x,r.slot.y,t);c.animate([{transform:y,opacity:0},{transform:y,opacity:1,offset:.05},{transform:K(u.x,u.y,t),opacity:1}],{id:Q,duration:oo,delay:d*n,easing:ye,fill:"backwards"}),s++}),s}function po(e,o,t,r){let i=t.order.filter(u=>t.piles[u].kind==="foundation"),n=[];i.forEach((u,y)=>{let x=e.querySelector(`.solitaire-card[data-pile="${u}"]`),b=o.piles.find(p=>p.id===u);if(!x||!b)return;let f=x.outerHTML,l=/url\(#([\w-]+)-court\)/.exec(f),h=b.cards.filter(p=>typeof p=="string").reverse();n.push(h.map((p,v)=>({id:u,code:p,f:y,html:v===0||!l?f:`<g>${G(p,{courtFill:`url(#${l[1]}-court)`})}</g>`})))});let s=[];for(let u=0;n.some(y=>u<y.length);u++)for(let y of n)u<y.length&&s.push(y[u]);let c=s.length>1?Math.min(110,no/(s.length-1)):0,d=t.height-t.cardH,a=0;return s.forEach((u,y)=>{let x=t.piles[u.id].cards.slice(-1)[0],b=pt(e,u.html);if(!x||!b)return;b.setAttribute("transform",gt(x.x,x.y,r)),b.parentNode?.prepend(b);let f=u.f+y,l=(f%2?1:-1)*(.18+.07*(f%5))*t.cardW,h=[],p=x.x,v=x.y,k=-.2*t.cardH,w=24;for(let L=0;L<=w;L++)h.push({transform:K(p,v,r),opacity:L<w-4?1:(w-L)/4}),p+=l,k+=.12*t.cardH,v+=k,v>d&&(v=d,k=-k*.66);let _=b.animate(h,{id:Q,duration:io,delay:y*c,fill:"both"});_.onfinish=()=>b.remove(),a++}),a}function ve(e){let t=(typeof e.getAnimations=="function"?e.getAnimations({subtree:!0}):[]).filter(r=>r.id===Q);for(let r of t)r.finish();return e.querySelector(":scope > .solitaire-motion")?.replaceChildren(),je(e),t.length}var Fe=Symbol.for("solitaire_widget.ids");function bt(e){let o=globalThis;return o[Fe]=(o[Fe]??0)+1,`${e}${o[Fe]}`}var go="http://www.w3.org/2000/svg";function ne(e){return String(e).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var $=e=>(Math.round(e*100)/100).toString();function xt(e,o,t={}){xe(e);let r=bt("solitaire"),i=t.interactive!==!1,n=document.createElement("div");n.className="solitaire-table"+(i?" solitaire-interactive":""),i&&(n.tabIndex=-1,n.setAttribute("data-lm-suppress-shortcuts","true"));let s=document.createElementNS(go,"svg");s.setAttribute("class","solitaire-svg"),s.setAttribute("role","group"),n.appendChild(s),e.appendChild(n);let c=()=>t.width??(n.clientWidth||e.clientWidth||760),d=c(),a={root:n,svg:s,options:t,snapshot:o,layout:ge(o,d,t),selection:null,drag:null,focus:null,pendingFocus:null,update(b){let f=ge(b,d,t);ve(s);let l=ut(s,a.snapshot,a.layout);a.snapshot=b,a.layout=f;let h=a.selection;if(h&&!q(b,h.pile,h.index,b.layout!=="matrimony")&&(a.selection=null),a.drag=null,a.pendingFocus){let p=Xe(b,a.pendingFocus);p!==void 0&&(a.pendingFocus=null),p&&(a.focus=p)}a.repaint(),mt(s,l,b,f)},relayout(){let b=c();if(!(Math.abs(b-d)<1)){d=b;try{a.layout=ge(a.snapshot,d,t),a.repaint()}catch(f){console.warn("solitaire_widget: the table could not be laid out again",f)}}},repaint(){let b=J(n),f=n.contains(b)&&b!==n;s.innerHTML=ho(a,r);let{width:l,height:h}=a.layout;s.setAttribute("viewBox",`0 0 ${$(l)} ${$(h)}`),s.setAttribute("aria-label",a.snapshot.title??"Solitaire"),n.classList.toggle("solitaire-dragging",!!a.drag),f&&a.focusStop(a.focus)},select(b){a.selection=b,a.repaint()},toLocal(b,f){let l=s.getBoundingClientRect(),h=l.width?a.layout.width/l.width:1;return{x:(b-l.left)*h,y:(f-l.top)*h}},moveDrag(b,f){if(!a.drag)return;a.drag.dx=b,a.drag.dy=f;let l=s.querySelector(".solitaire-drag");l&&l.setAttribute("transform",`translate(${$(b)} ${$(f)})`)},focusStop(b){let f=me(a.layout),l=b&&f.find(p=>p.pile===b.pile&&p.index===b.index);if(!l&&b){let p=f.filter(v=>v.pile===b.pile);l=p[p.length-1]}if(l=l??f[0],!l)return;a.focus=l;let h=s.querySelector(`[data-stop="${l.pile}/${l.index}"]`);if(h){for(let p of s.querySelectorAll(`[data-pile="${l.pile}"][tabindex="0"]`))p.setAttribute("tabindex","-1");h.setAttribute("tabindex","0"),h.focus({preventScroll:!0})}},emit(b){t.onIntent?.(b)},destroy(){y?.(),n.removeEventListener("pointerdown",u,!0),n.removeEventListener("keydown",u,!0),ve(s),x?.disconnect(),n.remove()}};a.repaint();let u=()=>ve(s);n.addEventListener("pointerdown",u,!0),n.addEventListener("keydown",u,!0);let y=i?rt(a):null,x=null;if(t.width===void 0&&typeof ResizeObserver<"u"){let b=0;x=new ResizeObserver(()=>{cancelAnimationFrame(b),b=requestAnimationFrame(()=>a.relayout())}),x.observe(n)}return a}function ho(e,o){let t=e.snapshot,r=e.layout,{cardW:i,cardH:n}=r,s=i/100,c=e.options.showTargets??t.show_targets??!0,d=e.options.interactive!==!1,a=e.drag,u=a?{pile:a.src,index:a.index}:e.selection,y=d?me(r):[],x=new Set(y.map(m=>`${m.pile}/${m.index}`)),b={};for(let m of y)b[m.pile]=`${m.pile}/${m.index}`;e.focus&&x.has(`${e.focus.pile}/${e.focus.index}`)&&(b[e.focus.pile]=`${e.focus.pile}/${e.focus.index}`);let f=u&&!a?`${u.pile}/${u.index}`:null,l=u&&c?Je(t,u.pile,u.index):[],h=new Set(a?[]:l),p=t.labels??{},v=(m,g)=>{let S=`${m}/${g}`;if(!x.has(S))return"";let C=tt(t,m,g);S===f?C+=`, ${p.picked_up??"picked up"}`:h.has(m)&&(C+=`, ${p.can_go_here??"it can go here"}`);let E=S===f?' aria-pressed="true"':"";return` data-stop="${S}" tabindex="${b[m]===S?0:-1}" role="button" data-lm-suppress-shortcuts="true"${E} aria-label="${ne(C)}"`},k=m=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${m+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${m+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,w=[`<defs>${We(o)}</defs>`],_=[];for(let m of r.order){let g=r.piles[m],S=t.piles.find(E=>E.id===m);if(!S)continue;if(w.push(`<g class="solitaire-pile solitaire-pile-${g.kind}" data-pile-id="${m}">`),w.push(xo(t,g,S,i,n,o,v(m,-1),k(10))),g.fan==="square"&&g.count>1){let E=Math.min(3,Math.ceil(g.count/8));for(let R=E;R>=1;R--)w.push(`<rect x="${$(g.slot.x+R*1.1)}" y="${$(g.slot.y+R*1.4)}" width="${$(i)}" height="${$(n)}" rx="${$(7*s)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let E of V(g)){let R=a&&a.src===m&&E.index>=a.index,ae=`solitaire-card${d&&E.faceUp&&q(t,m,E.index,g.fan==="down")?" solitaire-pickable":""}${m==="stock"?" solitaire-stock-hit":""}`,j=mo(E.code,E.faceUp,!!e.options.showFaceDown,o),Y=R||g.fan!=="down"&&E.index!==g.count-1?"":v(m,E.index),Z=`<g class="${ae}" data-pile="${m}" data-index="${E.index}"${E.code&&E.faceUp?` data-card="${E.code}"`:""}${Y} transform="translate(${$(E.x)} ${$(E.y)}) scale(${$(s)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+j+(Y?k(10):"")+"</g>";R?_.push(Z):w.push(Z)}let C=g.fan==="square"&&g.count>1&&(g.kind==="tableau"||g.kind==="foundation"||g.kind==="stock");if(C&&w.push(bo(g,i,n,g.count)),g.label&&g.kind==="stock"&&t.stock_label&&!C){let E=Math.max(9,.14*i),R=i+r.gap*.8,se=String(t.stock_label).length*E*.58>R?` textLength="${$(R)}" lengthAdjust="spacingAndGlyphs"`:"";w.push(`<text class="solitaire-pile-label" x="${$(g.label.x)}" y="${$(g.label.y)}" text-anchor="middle" font-size="${$(E)}"${se}>${ne(t.stock_label)}</text>`)}else if(g.label&&g.label.text){let E=S.dir==="down"?"\u2193 ":S.dir==="up"?"\u2191 ":"";w.push(`<text class="solitaire-pile-label" x="${$(g.label.x)}" y="${$(g.label.y)}" text-anchor="middle" font-size="${$(Math.max(8.5,.13*i))}">${ne(E+g.label.text)}</text>`)}w.push("</g>")}let L=(m,g,S,C,E=0,R="")=>`<rect class="${g}" x="${$(m.x-2)}" y="${$(m.y-2)}" width="${$(m.w+4)}" height="${$(m.h+4)}" rx="${$(8*s+2)}" fill="${S}" fill-opacity="${E}" stroke="${S}" stroke-width="${C}"${R?` stroke-dasharray="${R}"`:""} pointer-events="none"/>`,U=(m,g)=>{let S=r.piles[m];if(!S||!S.cards.length)return S?S.slot:null;let C=V(S),E=S.fan==="down"?S.cards[Math.max(0,g)]:C[C.length-1],R=S.cards[S.cards.length-1];return{x:E.x,y:E.y,w:R.x-E.x+i,h:R.y-E.y+n}};if(t.last_move&&!a&&r.piles[t.last_move.dst]){let m=r.piles[t.last_move.dst],g=U(t.last_move.dst,m.count-(t.last_move.count??1));g&&m.count&&w.push(L(g,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(t.hint&&r.piles[t.hint.src]&&r.piles[t.hint.dst]){let m=r.piles[t.hint.src],g=U(t.hint.src,m.count-(t.hint.count??1));g&&w.push(L(g,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),w.push(L(he(r.piles[t.hint.dst],i,n),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(u&&r.piles[u.pile]){if(c)for(let m of l){if(!r.piles[m])continue;let g=he(r.piles[m],i,n),S=Math.max(2.5,.05*i);w.push(`<rect class="solitaire-target-ring" data-target="${m}" x="${$(g.x+S)}" y="${$(g.y+S)}" width="${$(g.w-2*S)}" height="${$(g.h-2*S)}" rx="${$(6*s)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${$(.09*i)} ${$(.06*i)}" style="filter: drop-shadow(0 0 ${$(.05*i)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!a){let m=U(u.pile,u.index);m&&w.push(L(m,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return a&&a.over&&r.piles[a.over]&&w.push(L(he(r.piles[a.over],i,n),"solitaire-over-ring","#ffffff",3.6,.2)),a&&w.push(`<g class="solitaire-drag" transform="translate(${$(a.dx)} ${$(a.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${_.join("")}</g>`),w.join("")}function mo(e,o,t,r){return e&&o?G(e,{courtFill:`url(#${r}-court)`}):e&&t?G(e,{courtFill:`url(#${r}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':qe(`${r}-lattice`)}function bo(e,o,t,r){let i=Math.max(8,o*.13),n=r>=10?i*.45:0,s=e.slot.x+o-3-i-n,c=e.slot.y+3+i*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${$(s-i-n)}" y="${$(c-i*.78)}" width="${$(2*(i+n))}" height="${$(i*1.56)}" rx="${$(i*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${$(s)}" y="${$(c+i*.36)}" text-anchor="middle" font-size="${$(i*1.02)}" font-weight="700" fill="#fff">${r}</text></g>`}function xo(e,o,t,r,i,n,s,c){let d=r/100,{x:a,y:u}=o.slot,y=o.count===0,x=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${y?"6 4":"0"}"/>`;if(y)if(t.kind==="foundation"&&t.base){let{suit:f}=pe(t.base);x+=`<g opacity="0.42">${G(t.base,{courtFill:`url(#${n}-court)`})}</g>`,x+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let l=t.dir!=="down";x+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${l?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(t.kind==="foundation")x+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${t.label&&t.label.length>3?19:26}">${ne(t.label||"A")}</text>`;else if(t.kind==="stock"){let f=e.stock_action;if(f==="turn")x+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(f==="redeal"){let l=typeof e.redeal_pile=="number"?String(e.redeal_pile):"";x+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(l?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${ne(l)}</text>`:"")}else!f&&e.status!=="won"&&(x+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else t.kind==="tableau"&&o.fan==="down"&&(x+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${e.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${t.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${t.id}" data-index="-1"${y?s:""} transform="translate(${$(a)} ${$(u)}) scale(${$(d)})">${x}${y&&s?c:""}</g>`}var yo={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},vo=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function wo(e,o=document){let t=o.createElement("template");t.innerHTML=String(e??"");let r=o.createDocumentFragment(),i=(n,s)=>{for(let c of Array.from(n.childNodes))if(c.nodeType===3)s.appendChild(o.createTextNode(c.nodeValue??""));else if(c.nodeType===1){let d=c,a=d.localName;if(vo.has(a))continue;let u=yo[a];if(!u){i(d,s);continue}let y=o.createElement(a);for(let x of u){let b=d.getAttribute(x);b!==null&&y.setAttribute(x,b)}i(d,y),s.appendChild(y)}};return i(t.content,r),r}function ko(e,o,t){let r=()=>Array.from(e.querySelectorAll(":scope > [role='dialog']:not(.solitaire-hidden)"));return o.addEventListener("solitaire-close",t),{beforeOpen(){for(let i of r())i!==o&&i.dispatchEvent(new Event("solitaire-close"))},shade(){let i=r().length>0;for(let n of Array.from(e.children))n.getAttribute("role")!=="dialog"&&(n.inert=i)}}}function yt(e,o={}){let t=document.createElement("div");t.className="solitaire-rules-panel solitaire-hidden",t.setAttribute("role","dialog"),t.tabIndex=-1;let r=document.createElement("div");r.className="solitaire-rules-head";let i=document.createElement("button");i.type="button",i.className="solitaire-btn solitaire-rules-close";let n=document.createElement("div");n.className="solitaire-rules-body",r.append(i),t.append(r,n),e.append(t);let s="",c=()=>{t.classList.contains("solitaire-hidden")||(t.classList.add("solitaire-hidden"),e.classList.remove("solitaire-rules-open"),d.shade(),o.onClose?.())},d=ko(e,t,c);return i.addEventListener("click",c),t.addEventListener("keydown",a=>{a.stopPropagation(),a.key==="Escape"&&(a.preventDefault(),c())}),{panel:t,get isOpen(){return!t.classList.contains("solitaire-hidden")},set(a,u){i.textContent="\u2715 "+(u.close??"Close"),i.title=u.close??"Close",t.setAttribute("aria-label",u.rules??"Rules"),a!==s&&(s=a,n.replaceChildren(wo(a)))},open(){d.beforeOpen(),t.classList.remove("solitaire-hidden"),e.classList.add("solitaire-rules-open"),d.shade(),t.scrollTop=0,t.focus({preventScroll:!0})},close:c,toggle(){t.classList.contains("solitaire-hidden")?this.open():c()},destroy(){e.classList.remove("solitaire-rules-open"),t.remove(),d.shade()}}}function vt(e){let o=null,t="",r=-1/0,i=null,n=null,s=()=>{i=null,n===null?e.removeAttribute("aria-live"):e.setAttribute("aria-live",n)},c=()=>{i!==null&&(clearTimeout(i),s())},d=3,a=0,u=()=>{o!==null&&clearTimeout(o),o=null},y=()=>{u(),a&&cancelAnimationFrame(a),a=0},x=()=>{if(typeof requestAnimationFrame!="function")return;a&&cancelAnimationFrame(a),d=0;let v=()=>{d++,a=d<3?requestAnimationFrame(v):0};a=requestAnimationFrame(v)},b=()=>{e.textContent!==""&&(r=Date.now(),x()),e.textContent=""},f=v=>{t=v,e.textContent=v},l=(v,k)=>{let w=()=>{d>=3||Date.now()-r>=1e3?(o=null,f(v)):o=setTimeout(w,16)};o=setTimeout(w,k)},h=v=>{let k=o!==null;if(u(),c(),!v){b();return}if(!k&&e.textContent!==v){let w=Date.now()-r,_=w>=100&&(d>=3||w>=1e3);e.textContent===""&&v===t&&!_?l(v,Math.max(0,100-w)):f(v);return}b(),l(v,100)};return{say:h,reword:v=>{if(o!==null){h(v);return}!v||e.textContent===v||(c(),n=e.getAttribute("aria-live"),e.setAttribute("aria-live","off"),f(v),i=setTimeout(s,100))},stop:y}}var wt="solitaire-replay-style",$o=`
.solitaire-replay { max-width: 980px; user-select: text; -webkit-user-select: text; }
.solitaire-replay-bar { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; margin: 4px 0; }
.solitaire-replay-btn { min-width: 38px; display: inline-flex; align-items: center; justify-content: center; }
.solitaire-replay-btn svg { display: block; }
.solitaire-replay-scrub { flex: 1 1 200px; min-width: 120px; }
.solitaire-replay-counter { font-variant-numeric: tabular-nums; min-width: 9em; text-align: right; color: var(--solitaire-fg-dim); }
.solitaire-replay-narration { min-height: 3.2em; margin: 6px 0; line-height: 1.45; font-size: 1.1em; }
.solitaire-replay-comment { margin: 4px 0 8px; padding: 6px 10px; border-left: 4px solid #c79a2b; background: rgba(199,154,43,0.12); white-space: pre-wrap; overflow-wrap: anywhere; }
.solitaire-replay-comment:empty { display: none; }
.solitaire-replay:focus { outline: 2px solid #4a90d9; outline-offset: 2px; }
`,te=e=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${e}" fill="currentColor"/></svg>`,He={first:te("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:te("M3 2h2v12H3zM13 2v12L6 8z"),play:te("M4 2v12l10-6z"),pause:te("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:te("M3 2v12l7-6zM11 2h2v12h-2z"),last:te("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},we={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},So=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function Ao(e){let o=e.ownerDocument,t=e.getRootNode(),r=t&&t.nodeType===11?t:o.head;if(r.querySelector(`#${wt}`))return;let i=o.createElement("style");i.id=wt,i.textContent=$o,r.appendChild(i)}var kt=new WeakMap;function Mo(e,o){let t=e.frames,r=o;for(;r>0&&Array.isArray(t[r]);)r--;let i=kt.get(e),n,s;if(i&&i.i<=o&&i.i>=r){if(i.i===o)return i;r=i.i,n=i.p.slice(),s=i.d&&i.d.slice()}else{let d=t[r];n=d.p.slice(),s=d.d?d.d.slice():null}for(let d=r+1;d<=o;d++)for(let[a,u,y,x]of t[d])n[a]=n[a].slice(0,2*u)+y,s&&x!==void 0&&(s[a]=x);let c={i:o,p:n,d:s};return kt.set(e,c),c}function $e(e,o){if(e.said){let t=e.texts,r=e.said[o];return{action:t[r[0]],rule:t[r[1]],comment:t[r[2]]||null,effects:r.slice(3).map(i=>t[i])}}return e.parts?e.parts[o]:{action:e.narration&&e.narration[o]||"",rule:"",effects:[],comment:null}}function $t(e,o){let t=e.back?e.back[o]:null;if(t==null)return null;if(typeof t=="string")return t;if(t)return e.texts[t];let r=e.labels&&e.labels.undone;return r?r.replace("{move}",()=>$e(e,o).action):null}function Eo(e,o){let t=e.last_move?e.last_move[o]:null;if(!Array.isArray(t))return t??null;let r=i=>typeof i=="number"?e.piles[i].id:i;return{src:r(t[0]),dst:r(t[1]),count:t[2]}}function ke(e,o){let t=Mo(e,o),r=0,i=e.piles.map((c,d)=>{let a=t.p[d],u=[];for(let x=0;x<a.length;x+=2){let b=a.slice(x,x+2);u.push(b==="--"?null:b)}c.kind==="stock"&&(r=u.length);let y={...c,cards:u};return t.d&&(y.face_down=t.d[d]),y}),n=e.labels||{},s=e.won?e.won.includes(o):e.status&&e.status[o]==="won";return{version:o,variant:e.variant,title:e.title,layout:e.layout,draw_count:e.draw_count,lang:e.lang,deal:e.deal,move_count:o,status:s?"won":"playing",piles:i,legal:{},auto:{},hint:null,last_move:Eo(e,o),message:null,stock_label:r>1?"":String(r),show_targets:!1,labels:e.table_labels&&Object.keys(e.table_labels).length?e.table_labels:{stock:n.stock,waste:n.waste,foundation:n.foundation,pile:n.pile,empty:n.empty,face_up:n.face_up,face_down:n.face_down}}}function B(e,o,t={}){let r=document.createElement(e);return r.className=o,Object.assign(r,t),r}function St(e,o,t={}){xe(e),Ao(e);let r=o.frames.length-1,i=o.labels||{},n=B("div","solitaire-root solitaire-replay",{tabIndex:0});n.setAttribute("data-lm-suppress-shortcuts","true"),n.setAttribute("role","region"),n.setAttribute("aria-label",o.title||"Replay");let s=B("div","solitaire-replay-bar"),c=(A,I,N)=>{let P=B("button",`solitaire-btn solitaire-replay-btn ${A}`,{type:"button",innerHTML:He[I],title:`${N} (${(I==="play"||I==="pause")&&i.space||we[I]})`});return P.setAttribute("aria-label",N),P},d=c("solitaire-replay-first","first",i.first||"First"),a=c("solitaire-replay-prev","prev",i.prev||"Previous"),u=c("solitaire-replay-play","play",i.play||"Play"),y=c("solitaire-replay-next","next",i.next||"Next"),x=c("solitaire-replay-last","last",i.last||"Last"),b=B("input","solitaire-replay-scrub",{type:"range",min:0,max:r,step:1,value:0});b.setAttribute("aria-label",i.scrubber||"Position");let f=B("span","solitaire-replay-counter");s.append(d,a,u,y,x,b,f);let l=o.table_labels||{},h=null,p=null;o.rules_html&&(p=B("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:l.rules||i.rules||"Rules"}),p.setAttribute("aria-expanded","false"),s.append(p));let v=B("div","solitaire-replay-narration"),k=B("div","solitaire-replay-comment"),w=B("div","solitaire-said solitaire-replay-said",{role:"status"});w.setAttribute("aria-live","polite");let _=vt(w),L=B("div","solitaire-replay-table");L.style.position="relative",n.append(s,v,k,w,L),e.appendChild(n);let U=ct(n),m=dt(n);p&&(h=yt(L,{onClose:()=>{p.setAttribute("aria-expanded","false"),p.focus()}}),h.set(o.rules_html,{rules:l.rules||i.rules,close:l.close||i.close}),p.addEventListener("click",()=>{h.toggle(),p.setAttribute("aria-expanded",String(h.isOpen))}));let g=Math.max(0,Math.min(r,t.index??0)),S=xt(L,ke(o,g),{interactive:!1,showFaceDown:!!o.show_face_down,width:t.width}),C=null,E=(A,I)=>A.replace(/\{(\w+)\}/g,(N,P)=>P in I?I[P]:N),R=A=>E(i.position||"Move {i} of {n}",{i:String(A),n:String(r)}),se=A=>A===0?i.deal||"Deal":A===r?E(i.end||"End, move {n} of {n}",{n:String(r)}):R(A),ae=(A,I=!0)=>{S.update(ke(o,g)),b.value=String(g),f.textContent=g===0?i.deal||"Deal":R(g);let N=$e(o,g);if(v.textContent=[N.action,N.rule,...N.effects||[]].filter(Boolean).join(" "),k.textContent=N.comment||"",A!==void 0&&I){let At=(A===g+1?$t(o,A):null)||[v.textContent,k.textContent].filter(Boolean).join(" ");_.say(`${se(g)}. ${At}`)}let P=J(n),ce=g===0,Pe=g===r,de=(ce&&(P===d||P===a)?y:null)??(Pe&&(P===y||P===x)?a:null);d.disabled=a.disabled=ce,y.disabled=x.disabled=Pe,de&&!de.disabled?de.focus({preventScroll:!0}):de&&b.focus({preventScroll:!0}),n.dataset.index=String(g)},j=(A,I=!0,N=!0)=>{let P=Math.max(0,Math.min(r,Math.round(A)));if(P===g)return;let ce=g;g=P,ae(ce,N),I&&t.onIndex&&t.onIndex(g)},Y=!1,Z=A=>{u.innerHTML=A?He.pause:He.play;let I=A?i.pause||"Pause":i.play||"Play";u.setAttribute("aria-label",I),u.title=`${I} (${i.space||(A?we.pause:we.play)})`,n.dataset.playing=String(A)},H=(A=!1)=>{let I=C!==null||Y;C!==null&&clearInterval(C),C=null,Y=!1,Z(!1),I&&!A&&t.onPlaying?.(!1)},Ne=()=>C!==null||Y,le=()=>{Y=!1,g===r&&j(0),Z(!0),t.onPlaying?.(!0),C=setInterval(()=>{g>=r?H():j(g+1)},Se)},Se=t.interval??900;return d.addEventListener("click",()=>{H(),j(0)}),a.addEventListener("click",()=>{H(),j(g-1)}),y.addEventListener("click",()=>{H(),j(g+1)}),x.addEventListener("click",()=>{H(),j(r)}),u.addEventListener("click",()=>Ne()?H():le()),b.addEventListener("input",()=>{H(),j(Number(b.value))}),n.addEventListener("keydown",A=>{if(!So.has(A.key)||A.altKey||A.ctrlKey||A.metaKey)return;A.stopPropagation();let N={ArrowLeft:()=>{H(),j(g-1)},ArrowRight:()=>{H(),j(g+1)},Home:()=>{H(),j(0)},End:()=>{H(),j(r)}," ":()=>Ne()?H():le()}[A.key];N&&!(A.target instanceof HTMLButtonElement&&A.key===" ")&&(A.preventDefault(),N())}),ae(),n.dataset.playing="false",{root:n,table:S,get index(){return g},get driving(){return C!==null},follow(A){if(!A)return H(!0);C===null&&(Y=!0,Z(!0))},seek:j,step:()=>j(g+1),back:()=>j(g-1),play:le,pause:H,setInterval(A){!(A>0)||A===Se||(Se=A,C!==null&&(clearInterval(C),C=null,le()))},destroy(){H(),_.stop(),U(),m(),h?.destroy(),S.destroy(),n.remove()}}}var _o={mountReplay:St,expandFrame:ke,partsAt:$e};return Tt(Co);})();
