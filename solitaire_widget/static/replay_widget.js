var Mt="#c0142c",_t="#1b1e24";function pe(e){let o=e[0],t=e[1];return{rank:o,suit:t,red:t==="H"||t==="D"}}function He(e){return e==="T"?"10":e}var Et={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function oe(e,o,t,i,r,n=!1){let s=i/100,l=n?" rotate(180 50 50)":"";return`<path d="${Et[e]}" fill="${r}" transform="translate(${$e(o-i/2)} ${$e(t-i/2)}) scale(${$e(s)})${l}"/>`}function $e(e){return Number.isInteger(e)?String(e):e.toFixed(2)}var T=31,O=50,D=69,z=29,F=111,q=70,ue=56.3,fe=83.7,Se={2:[[O,z],[O,F]],3:[[O,z],[O,q],[O,F]],4:[[T,z],[D,z],[T,F],[D,F]],5:[[T,z],[D,z],[O,q],[T,F],[D,F]],6:[[T,z],[D,z],[T,q],[D,q],[T,F],[D,F]],7:[[T,z],[D,z],[O,49.5],[T,q],[D,q],[T,F],[D,F]],8:[[T,z],[D,z],[O,49.5],[T,q],[D,q],[O,90.5],[T,F],[D,F]],9:[[T,z],[D,z],[T,ue],[D,ue],[O,q],[T,fe],[D,fe],[T,F],[D,F]],T:[[T,z],[D,z],[O,42.6],[T,ue],[D,ue],[T,fe],[D,fe],[O,97.4],[T,F],[D,F]]},Ne=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function Ct(e,o,t){let i=He(e),r=i.length>1;return`<g class="solitaire-index"><text x="${r?12.6:11.5}" y="23" text-anchor="middle" font-size="${r?19:22}"${r?' letter-spacing="-2.2"':""} ${Ne} fill="${t}">${i}</text>`+oe(o,11.5,31.5,12,t)+"</g>"}function Lt(e,o,t,i){let s=o-13,l=t-14/2;return`<polygon points="${e==="K"?`${s},${l+14} ${s},${l} ${s+26*.25},${l+14*.55} ${s+26/2},${l-2} ${s+26*.75},${l+14*.55} ${s+26},${l} ${s+26},${l+14}`:`${s},${l+14} ${s+2},${l+3} ${s+26*.3},${l+14*.6} ${s+26/2},${l+1} ${s+26*.7},${l+14*.6} ${s+26-2},${l+3} ${s+26},${l+14}`}" fill="#e7b53c" stroke="${i}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${l+14*.72}" r="2" fill="${i}"/>`}function Tt(e,o,t){return`<path d="M${e-11} ${o+7}C${e-6} ${o-8} ${e+6} ${o-10} ${e+13} ${o-7}C${e+5} ${o-3} ${e-2} ${o+2} ${e-11} ${o+7}Z" fill="#e7b53c" stroke="${t}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${e-11} ${o+7}L${e+9} ${o-6}" stroke="${t}" stroke-width="0.9"/>`}function Dt(e,o,t,i){let r=(e==="J"?Tt(50,30,t):Lt(e,50,30,t))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${Ne} fill="${t}">${e}</text>`+oe(o,32.5,29,10,t)+oe(o,67.5,29,10,t);return`<rect class="solitaire-court-frame" x="22" y="15" width="56" height="110" rx="4" fill="${i}" stroke="${t}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${t}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${t}" stroke-opacity="0.4" stroke-width="0.8"/>`+r+`<g transform="rotate(180 50 70)">${r}</g>`}function G(e,o={}){let{rank:t,suit:i,red:r}=pe(e),n=r?Mt:_t,s=Ct(t,i,n),l="",d=t==="A"?"ace":Se[t]?"pips":"court";if(t==="A")l=oe(i,50,70,i==="S"?46:40,n),i==="S"&&(l+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${n}" stroke-opacity="0.25" stroke-width="1"/>`);else if(Se[t]){let a=t==="T"||t==="9"?17:18;l=Se[t].map(([u,y])=>`<g class="solitaire-pip">${oe(i,u,y,a,n,y>q+1)}</g>`).join("")}else l=Dt(t,i,n,o.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${i}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><g class="solitaire-centre solitaire-centre-${d}">${l}</g>`+s+`<g transform="rotate(180 50 70)">${s}</g></g>`}function Pe(e){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect class="solitaire-back-field" x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${e})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path class="solitaire-back-field" d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function Ue(e){return`<pattern id="${e}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${e}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Oe(e,o){let{rank:t,suit:i}=pe(e),r=o?.ranks?.[t]??He(t),n=o?.suits?.[i]??i;return(o?.card_name??"{rank} of {suit}").replace("{rank}",r).replace("{suit}",n)}var It={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},Ae=3;function Rt(e){let o=e.draw_count;return typeof o=="number"&&o>=1?Math.min(o,Ae):Ae}function ge(e,o,t={}){let i={...It,...t};return(e.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?Nt(e,o,i):Ht(e,o,i)}function We(e,o,t,i){let r=e/(o+(o-1)*t+2*t);return Math.max(i.minCardW,Math.min(i.maxCardW,r))}var M=e=>Math.round(e*100)/100;function X(e,o,t){let i=e.cards.length,r=e.face_down??0,n=e.cards.map((s,l)=>({index:l,code:s,faceUp:s!==null&&l>=r,x:o.x,y:o.y}));return{id:e.id,kind:e.kind,fan:"square",slot:o,drop:jt(o,t),cards:n,count:i}}function jt(e,o){return{x:M(e.x-o),y:M(e.y-o),w:M(e.w+2*o),h:M(e.h+2*o)}}function zt(e,o,t,i,r,n){let s=e.cards.length,l=i.faceDownStep*t,d=i.faceUpStep*t,a=e.cards.slice(0,-1).map(f=>f===null?"d":"u"),u=()=>a.reduce((f,c)=>f+(c==="d"?l:d),0);if(r!==void 0&&s>1){let f=r-o.y-t,c=u();if(c>f&&f>0){let h=Math.max(.35,f/c);l*=h,d*=h}}let y=o.y,m=e.cards.map((f,c)=>{let h={index:c,code:f,faceUp:f!==null&&c>=(e.face_down??0),x:o.x,y:M(y)};return y+=f===null?l:d,h}),b=s?m[s-1].y+t:o.y+t;return{id:e.id,kind:e.kind,fan:"down",slot:o,drop:{x:M(o.x-n),y:M(o.y-n),w:M(o.w+2*n),h:M(b-o.y+t*.35+n)},cards:m,count:s}}function Ft(e,o,t,i,r,n){let s=e.cards.length,l=Math.max(0,s-n),d=i.wasteFan*t,a=e.cards.map((y,m)=>({index:m,code:y,faceUp:y!==null,x:M(o.x+Math.max(0,m-l)*d),y:o.y})),u=s?a[s-1].x+t:o.x+t;return{id:e.id,kind:e.kind,fan:"right",slot:o,drop:{x:M(o.x-r),y:M(o.y-r),w:M(u-o.x+2*r),h:M(o.h+2*r)},cards:a,count:s,shown:n}}function Ht(e,o,t){let i=e.piles,r=i.filter(x=>x.kind==="foundation"),n=i.filter(x=>x.kind==="tableau"),s=Math.max(7,n.length,r.length+3),l=.14,d=We(o,s,l,t),a=d*1.4,u=d*l,y=s*d+(s-1)*u;o=Math.max(o,y+2*u);let m=Math.max(u,(o-y)/2),b=x=>M(m+x*(d+u)),f=u,c=Math.max(14,a*.14),h=f+a+c+u*.6,p=u/2,v=(n.length?Math.max(0,n.length-1)*t.faceDownStep+Math.max(0,t.faceUpRoom-1)*t.faceUpStep:0)*a,k=h+a+v+u,w=t.maxHeight?Math.min(k,t.maxHeight):k,E=w-u,L={},U=[];for(let x of i){let g;if(x.kind==="stock")g=X(x,{x:b(0),y:f,w:d,h:a},p),g.label={x:M(b(0)+d/2),y:M(f+a+c*.8),text:""};else if(x.kind==="waste")g=Ft(x,{x:b(1),y:f,w:d,h:a},d,t,p,Rt(e));else if(x.kind==="foundation"){let S=r.indexOf(x);g=X(x,{x:b(s-r.length+S),y:f,w:d,h:a},p)}else{let S=n.indexOf(x);g=zt(x,{x:b(S),y:M(h),w:d,h:a},a,t,E,p);let C=g.cards.length?g.cards[g.cards.length-1].y+a:h+a;w=Math.max(w,C+u)}L[x.id]=g,U.push(x.id)}return{width:M(o),height:M(w),cardW:M(d),cardH:M(a),gap:M(u),kind:"klondike",piles:L,order:U}}function Nt(e,o,t){let i=e.piles,r=i.filter(x=>x.kind==="foundation"),n=i.filter(x=>x.kind==="tableau"),s=Math.max(r.length,Math.ceil(n.length/2),1),l=s+1,d=.16,a=We(o,l,d,t),u=a*1.4,y=a*d,m=l*a+(l-1)*y;o=Math.max(o,m+2*y);let b=Math.max(y,(o-m)/2),f=x=>M(b+x*(a+y)),c=y,h=Math.max(14,u*.15),p=[c+u+h+y*.9];p.push(p[0]+u+y*1.1);let v=y/2,k={},w=[0,0];n.forEach((x,g)=>{let S=Math.min(1,Math.max(0,typeof x.row=="number"?x.row:g<s?0:1));k[x.id]={row:S,col:w[S]++}});let E={},L=[];for(let x of i){let g;if(x.kind==="stock")g=X(x,{x:f(0),y:c,w:a,h:u},v),g.label={x:M(f(0)+a/2),y:M(c+u+h*.8),text:""};else if(x.kind==="waste")g=X(x,{x:f(0),y:M(p[0]),w:a,h:u},v);else if(x.kind==="foundation"){let S=r.indexOf(x),C=f(1+S);g=X(x,{x:C,y:c,w:a,h:u},v),g.label={x:M(C+a/2),y:M(c+u+h*.8),text:x.label??""}}else{let{row:S,col:C}=k[x.id];g=X(x,{x:f(1+C%s),y:M(p[S]),w:a,h:u},v)}E[x.id]=g,L.push(x.id)}let U=p[1]+u+y*1.2;return{width:M(o),height:M(U),cardW:M(a),cardH:M(u),gap:M(y),kind:"matrimony",piles:E,order:L}}function V(e){return e.fan==="down"?e.cards:e.fan==="right"?e.cards.slice(-(e.shown??Ae)):e.cards.slice(-1)}function he(e,o,t){let i=e.cards[e.cards.length-1];return i?{x:i.x,y:i.y,w:o,h:t}:e.slot}function qe(e,o,t){return o>=e.x&&o<=e.x+e.w&&t>=e.y&&t<=e.y+e.h}function Me(e,o,t){let{cardW:i,cardH:r}=e;for(let n=e.order.length-1;n>=0;n--){let s=e.piles[e.order[n]],l=V(s);for(let d=l.length-1;d>=0;d--){let a=l[d];if(qe({x:a.x,y:a.y,w:i,h:r},o,t))return{pile:s.id,index:s.fan==="down"?a.index:s.count-1}}if(!l.length&&qe(s.slot,o,t))return{pile:s.id,index:-1}}return null}function Ke(e,o,t){let i=null,r=0;for(let n of e.order){if(n===t)continue;let s=e.piles[n];if(s.kind==="stock")continue;let l=s.drop,d=Math.min(o.x+o.w,l.x+l.w)-Math.max(o.x,l.x),a=Math.min(o.y+o.h,l.y+l.h)-Math.max(o.y,l.y);if(d<=0||a<=0)continue;let u=d*a;u>r&&(r=u,i=n)}return r>=.12*o.w*o.h?i:null}function me(e){let o=[];for(let t of e.order){let i=e.piles[t];if(i.fan==="down"){let r=i.cards.filter(n=>n.faceUp);if(r.length)for(let n of r)o.push({pile:t,index:n.index});else o.push({pile:t,index:i.count-1})}else o.push({pile:t,index:i.count-1})}return o}function Be(e,o){let t=e.piles[o.pile],i=o.index>=0?t.cards[o.index]:null,r=i?i.x:t.slot.x,n=i?i.y:t.slot.y;return{x:r+e.cardW/2,y:n+(i&&t.fan==="down"?e.cardH*.12:e.cardH/2)}}function Ye(e,o,t){let i=me(e);if(!i.length)return null;if(!o)return i[0];let r=i.find(d=>d.pile===o.pile&&d.index===o.index)??i.find(d=>d.pile===o.pile);if(!r)return i[0];if(t==="up"||t==="down"){let d=i.filter(u=>u.pile===r.pile),a=d.indexOf(r)+(t==="down"?1:-1);if(a>=0&&a<d.length)return d[a]}let n=Be(e,r);if(t==="left"||t==="right"){let d=e.piles[r.pile].slot.y,a=null,u=1/0;for(let m of e.order){let b=e.piles[m];if(m===r.pile||Math.abs(b.slot.y-d)>1)continue;let f=(b.slot.x-e.piles[r.pile].slot.x)*(t==="right"?1:-1);f>1&&f<u&&(u=f,a=m)}if(!a)return r;let y=i.filter(m=>m.pile===a);return y[y.length-1]}let s=null,l=1/0;for(let d of i){if(d.pile===r.pile)continue;let a=Be(e,d),u=t==="up"?n.y-a.y:a.y-n.y,y=Math.abs(a.x-n.x);if(u<=1)continue;let m=u+3*y;m<l&&(l=m,s=d)}return s??r}function Ve(e,o){if(e.version===o.version)return;let t=e.position_since;if(typeof t=="number"&&typeof o.version=="number"&&t<=o.version)return;let i=e.last_move;if(!i||i.src!==o.src||i.dst!==o.dst||typeof e.move_count=="number"&&e.move_count<=o.moves)return null;let r=e.piles.find(s=>s.id===o.dst);if(!r||!r.cards.length)return null;let n=typeof i.count=="number"?i.count:o.count;return{pile:r.id,index:Math.max(0,r.cards.length-n)}}function _e(e,o){return`${e}/${o}`}function Ee(e,o){return e.piles.find(t=>t.id===o)}function xe(e,o,t){let i=Ee(e,o);return i?Math.max(0,i.cards.length-t):0}function W(e,o,t,i=!0){let r=Ee(e,o);return!r||t<0||t>=r.cards.length||r.kind==="stock"||r.cards[t]===null?!1:t===r.cards.length-1||Object.prototype.hasOwnProperty.call(e.legal??{},_e(o,t))?!0:r.kind==="tableau"&&i}function Ze(e,o,t){return(e.legal??{})[_e(o,t)]??[]}function Ce(e,o,t,i){return{kind:"move",src:o,dst:i,count:xe(e,o,t),version:e.version}}function Ge(e,o,t){return{kind:"auto",src:o,count:xe(e,o,t),version:e.version}}function Le(e){return{kind:"stock",version:e.version}}function Xe(e,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return Le(e);case"h":return e.hint_available?{kind:"hint"}:null;default:return null}}function Pt(e,o){return String(e).replace(/\{(\w+)\}/g,(t,i)=>i in o?String(o[i]):t)}function Ut(e,o){let t=e.labels??{};if(o==="stock")return t.stock??"Stock";if(o==="waste")return t.waste??"Waste";let i=/^([ft])(\d+)$/.exec(o);return i?Pt(i[1]==="f"?t.foundation??"Foundation {n}":t.pile??"Pile {n}",{n:i[2]}):o}function Je(e,o,t){let i=e.labels??{},r=Ee(e,o),n=Ut(e,o);if(!r||t<0||t>=r.cards.length){let l=o==="stock"&&e.stock_label?`, ${e.stock_label}`:"";return`${n}, ${i.empty??"empty"}${l}`}let s=r.cards[t];return o==="stock"?`${n}${e.stock_label?", "+e.stock_label:""}, ${i.face_down??"face down"}`:s===null?`${n}, ${i.face_down??"face down"}`:`${Oe(s,i)}, ${n}, ${i.face_up??"face up"}`}var Ot=5,Wt=400;function Qe(e,o,t,i=!0){return t?t.pile==="stock"?{selection:null,intent:Le(e)}:o?t.pile===o.pile?t.index!==o.index&&W(e,t.pile,t.index,i)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:Ce(e,o.pile,o.index,t.pile)}:W(e,t.pile,t.index,i)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function qt(e,o,t,i=!0){return Qe(e,o,t,i)}function et(e){let{root:o,svg:t}=e,i=null,r=null,n=c=>e.layout.piles[c]?.fan==="down",s=c=>{c&&e.emit(c)},l=c=>{if(c.button!==0||i&&i.dragging)return;e.pendingFocus=null;let h=e.toLocal(c.clientX,c.clientY),p=Me(e.layout,h.x,h.y);i={id:c.pointerId,hit:p,cx:c.clientX,cy:c.clientY,x:h.x,y:h.y,dragging:!1};let k=c.target.closest?.("[data-stop]");k&&(e.focus={pile:k.getAttribute("data-pile")??"",index:Number(k.getAttribute("data-stop")?.split("/")[1])});try{t.setPointerCapture(c.pointerId)}catch{}p&&W(e.snapshot,p.pile,p.index,n(p.pile))&&(c.preventDefault(),o.focus({preventScroll:!0}))},d=c=>{if(!i||c.pointerId!==i.id)return;let h=i.hit;if(!i.dragging){if(Math.hypot(c.clientX-i.cx,c.clientY-i.cy)<Ot||!h||!W(e.snapshot,h.pile,h.index,n(h.pile)))return;i.dragging=!0,r=null,e.selection=null,e.drag={src:h.pile,index:h.index,count:xe(e.snapshot,h.pile,h.index),dx:0,dy:0,over:null},e.repaint()}let p=e.toLocal(c.clientX,c.clientY),v=p.x-i.x,k=p.y-i.y;e.moveDrag(v,k);let w=e.drag;if(!w)return;let E=e.layout.piles[w.src].cards[w.index],L=Ke(e.layout,{x:E.x+v,y:E.y+k,w:e.layout.cardW,h:e.layout.cardH},w.src);L!==w.over&&(w.over=L,e.repaint())},a=c=>{if(!i||c.pointerId!==i.id)return;let h=i;if(i=null,h.dragging){let p=e.drag;e.drag=null,e.selection=null,p&&p.over&&p.over!==p.src&&s(Ce(e.snapshot,p.src,p.index,p.over)),e.repaint();return}y(h.hit,c.timeStamp)},u=()=>{i=null,e.drag&&(e.drag=null,e.repaint())},y=(c,h)=>{let p=e.snapshot;if(c&&r&&r.pile===c.pile&&r.index===c.index&&h-r.t<Wt){r=null,W(p,c.pile,c.index,n(c.pile))&&s(Ge(p,c.pile,c.index)),e.select(null);return}let{selection:v,intent:k}=Qe(p,e.selection,c,c?n(c.pile):!0);r=c&&!k&&c.pile!=="stock"&&W(p,c.pile,c.index,n(c.pile))?{...c,t:h}:null,c&&(e.focus=c.index>=0||e.layout.piles[c.pile].count===0?c:e.focus),s(k),v!==e.selection&&e.select(v)},m=c=>{if(c.altKey||c.ctrlKey||c.metaKey)return;let h=e.snapshot,p={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(c.key in p){c.preventDefault();let k=Ye(e.layout,e.focus,p[c.key]);k&&e.focusStop(k);return}if(c.key==="Enter"||c.key===" "){if(c.preventDefault(),!e.focus){e.focusStop(null);return}let k=e.focus,{selection:w,intent:E}=qt(h,e.selection,k,n(k.pile));e.pendingFocus=E&&E.kind==="move"?{src:E.src,dst:E.dst,count:E.count,version:h.version,moves:typeof h.move_count=="number"?h.move_count:-1}:null,s(E),e.select(w);return}if(c.key==="?"){c.preventDefault(),e.options.onHelp?.();return}if(c.key==="Escape"){(e.selection||e.drag)&&(c.preventDefault(),i=null,e.drag=null,e.select(null));return}let v=Xe(h,c.key);v&&(c.preventDefault(),e.select(null),s(v))},b=c=>{if(c.touches.length!==1)return;let h=c.touches[0],p=e.toLocal(h.clientX,h.clientY),v=Me(e.layout,p.x,p.y);v&&W(e.snapshot,v.pile,v.index,n(v.pile))&&c.preventDefault()},f=c=>{let h=c.target.closest?.("[data-stop]");if(!h)return;let[p,v]=(h.getAttribute("data-stop")??"").split("/");e.focus={pile:p,index:Number(v)}};return t.addEventListener("pointerdown",l),t.addEventListener("pointermove",d),t.addEventListener("pointerup",a),t.addEventListener("pointercancel",u),t.addEventListener("lostpointercapture",u),t.addEventListener("touchstart",b,{passive:!1}),o.addEventListener("keydown",m),o.addEventListener("focusin",f),()=>{t.removeEventListener("pointerdown",l),t.removeEventListener("pointermove",d),t.removeEventListener("pointerup",a),t.removeEventListener("pointercancel",u),t.removeEventListener("lostpointercapture",u),t.removeEventListener("touchstart",b),o.removeEventListener("keydown",m),o.removeEventListener("focusin",f)}}var Bt=`
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
`;function be(e){let o=e.getRootNode?e.getRootNode():document,t=o&&o.nodeType===11?o:document.head;if(!t||t.querySelector&&t.querySelector("style[data-solitaire-widget]"))return;let i=document.createElement("style");i.setAttribute("data-solitaire-widget","1"),i.textContent=Bt,t.appendChild(i)}var tt=new Set(["dark","dark-mode","dark-theme","theme-dark"]),ot=new Set(["light","light-mode","light-theme","theme-light"]),nt=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function Kt(e){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(e);if(o){let l=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],l]}if(typeof document>"u")return null;let t=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!t)return null;t.clearRect(0,0,1,1),t.fillStyle="#00000000",t.fillStyle=e,t.fillRect(0,0,1,1);let[i,r,n,s]=t.getImageData(0,0,1,1).data;return[i,r,n,s/255]}function Yt(e){let o=t=>{let i=t/255;return i<=.04045?i/12.92:((i+.055)/1.055)**2.4};return .2126*o(e[0])+.7152*o(e[1])+.0722*o(e[2])}function Vt(e){let o=e;for(;o;){if(o.nodeType===1){let t=Kt(getComputedStyle(o).backgroundColor);if(t&&t[3]>=.5)return t}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function it(e){if(!e)return null;for(let o of e.classList){if(tt.has(o))return"dark";if(ot.has(o))return"light"}for(let o of nt){let t=(e.getAttribute(o)||"").toLowerCase();if(tt.has(t))return"dark";if(ot.has(t))return"light"}return null}function Zt(e){let o=e.ownerDocument||document,t=o.body,i=o.documentElement,r=t&&t.getAttribute("data-jp-theme-light");if(r==="true"||r==="false")return{scheme:r==="true"?"light":"dark",source:"jupyter"};let n=t?`${t.className} ${t.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(n))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(n))return{scheme:"dark",source:"vscode"};let s=it(t)||it(i);if(s)return{scheme:s,source:"page"};let l=e.isConnected?Vt(e.parentNode||e):null;if(l)return{scheme:Yt(l)<.18?"dark":"light",source:"background"};let d=e.nodeType===1?getComputedStyle(e).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var rt=new WeakMap;function st(e){let o=()=>{let l=e.dataset.themeChoice,{scheme:d,source:a}=l==="light"||l==="dark"?{scheme:l,source:"setting"}:Zt(e);if(e.dataset.theme===d&&e.dataset.themeSource===a)return;e.classList.add("solitaire-no-transition"),e.classList.toggle("solitaire-dark",d==="dark"),e.classList.toggle("solitaire-light",d==="light");let u=a==="prefers-color-scheme"||a==="color-scheme"||a==="setting";e.classList.toggle("solitaire-own-bg",u),e.classList.toggle("solitaire-theme-fixed",a==="setting"),e.dataset.theme=d,e.dataset.themeSource=a,e.offsetHeight,e.classList.remove("solitaire-no-transition")};rt.set(e,o),o();let t=e.ownerDocument||document,i=new MutationObserver(o),r=["class","data-jp-theme-light","data-vscode-theme-kind","style",...nt];for(let l of[t.documentElement,t.body])l&&i.observe(l,{attributes:!0,attributeFilter:r});let n=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;n?.addEventListener?.("change",o);let s=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{rt.delete(e),i.disconnect(),n?.removeEventListener?.("change",o),s&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(s)}}function J(e){return e.getRootNode().activeElement??document.activeElement}var ie="data-lm-suppress-shortcuts";function at(e){let o=n=>{let s=n.target;s&&s.setAttribute&&!s.hasAttribute(ie)&&s.setAttribute(ie,"true")},t=[],i=()=>{t.forEach(n=>n.setAttribute(ie,"true")),t=[]},r=n=>{if(i(),!(n.ctrlKey||n.metaKey||n.altKey)||n.key==="Enter")return;let s=n.target;if(!(s instanceof Element)||!e.contains(s))return;let l=e.parentElement;for(let d=s;d&&d!==l;d=d.parentElement)d.hasAttribute(ie)&&(d.removeAttribute(ie),t.push(d));t.length&&setTimeout(i)};return e.addEventListener("focusin",o),window.addEventListener("keydown",r,!0),()=>{i(),e.removeEventListener("focusin",o),window.removeEventListener("keydown",r,!0)}}var Te=200,Gt=240,Xt=700,Jt=1500,Qt=3e3,ye="cubic-bezier(0.2, 0.7, 0.3, 1)",Q="solitaire-motion",ee=e=>(Math.round(e*100)/100).toString();function eo(e){return!(e.animate===!1||typeof Element>"u"||typeof Element.prototype.animate!="function"||typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)}function to(e,o){if(!e||!e.piles?.some(r=>r.cards.length))return"none";let t=e,i=o;return i.deal!==t.deal||i.variant!==t.variant||i.move_count===0&&t.move_count>0?"deal":i.status==="won"&&t.status!=="won"?"win":"slide"}function lt(e,o,t){let i=new Map,r=new Map;for(let n of t.order){let s=t.piles[n];for(let l of V(s)){let d=e.querySelector(`.solitaire-card[data-pile="${n}"][data-index="${l.index}"]`),a={x:l.x,y:l.y,pile:n,index:l.index,html:d?d.outerHTML:""};l.code&&l.faceUp&&i.set(l.code,[...i.get(l.code)??[],a]),l.index===s.count-1&&r.set(n,a)}}return{snapshot:o,layout:t,byCode:i,tops:r}}function ct(e){let o=e.querySelector(":scope > .solitaire-motion");return o||(o=document.createElementNS("http://www.w3.org/2000/svg","g"),o.setAttribute("class","solitaire-motion"),o.setAttribute("pointer-events","none"),e.appendChild(o)),o}function dt(e,o){if(!o)return null;let t=ct(e),i=document.createElementNS("http://www.w3.org/2000/svg","g");i.innerHTML=o;let r=i.firstElementChild;return r?(r.removeAttribute("tabindex"),r.removeAttribute("data-stop"),r.removeAttribute("data-pile"),r.removeAttribute("data-index"),r.setAttribute("aria-hidden","true"),r.classList.add("solitaire-ghost"),t.appendChild(r),r):null}var K=(e,o,t)=>`translate(${ee(e)}px, ${ee(o)}px) scale(${ee(t)})`,ut=(e,o,t)=>`translate(${ee(e)} ${ee(o)}) scale(${ee(t)})`,re=new WeakMap;function ft(e,o,t){let i=J(e),r=i&&o.contains(i);t(),r&&i.focus({preventScroll:!0})}function oo(e,o){let t=o.parentNode;if(!t)return;let i=re.get(e)??[];i.push({el:o,parent:t,next:o.nextSibling}),re.set(e,i),ft(e,o,()=>ct(e).before(o))}function De(e,o){let t=re.get(e);if(!t)return;let i=o?t.filter(n=>o.includes(n.el)):t,r=o?t.filter(n=>!o.includes(n.el)):[];r.length?re.set(e,r):re.delete(e);for(let{el:n,parent:s,next:l}of i.reverse())!n.isConnected||!s.isConnected||n.parentNode!==e||ft(e,n,()=>s.insertBefore(n,l&&l.parentNode===s?l:null))}function pt(e,o,t,i){if(!eo(t))return 0;let r=to(o.snapshot,t);if(r==="none")return 0;let n=i.cardW/100;if(r==="deal")return no(e,i,n);let s=io(e,o,t,i,n);return r==="win"&&(s+=so(e,t,i,n)),s}function Ie(e,o,t){let i=e.piles.find(r=>r.id===t.pile);return!!i&&i.cards[t.index]===o}function io(e,o,t,i,r){let n=0,s=i.piles.stock,l=t.last_move?.src,d=new Set,a=new Set,u=[];for(let f of i.order)for(let c of V(i.piles[f]))!c.code||!c.faceUp||(a.add(`${f}/${c.index}`),u.push({c,id:f}));let y=new Map;for(let{c:f,id:c}of u){let h=(o.byCode.get(f.code)??[]).find(p=>p.pile===c&&p.index===f.index);h&&(y.set(`${c}/${f.index}`,h),d.add(h))}let m=[];for(let{c:f,id:c}of u){let h=f.code,p=e.querySelector(`.solitaire-card[data-pile="${c}"][data-index="${f.index}"]`);if(!p)continue;let v=y.get(`${c}/${f.index}`);if(!v){let w=(o.byCode.get(h)??[]).filter(E=>!d.has(E)&&!Ie(t,h,E));v=w.find(E=>E.pile===l)??w[0],v&&d.add(v)}let k=v?{x:v.x,y:v.y}:null;if(!v){let w=o.layout.piles[c];if(w&&w.cards[f.index]&&!w.cards[f.index].faceUp){let U=i.cardW/2*.98;p.animate([{transform:`${K(f.x+U,f.y,r)} scaleX(0.02)`},{transform:K(f.x,f.y,r)}],{id:Q,duration:Te,easing:ye}),n++;continue}let L=l&&o.tops.get(l)||(s?s.slot:null);L&&(k={x:L.x,y:L.y})}!k||Math.abs(k.x-f.x)<.5&&Math.abs(k.y-f.y)<.5||(p.animate([{transform:K(k.x,k.y,r)},{transform:K(f.x,f.y,r)}],{id:Q,duration:Te,easing:ye}),m.push(p),n++)}let b=[];for(let[f,c]of o.byCode)for(let h of c){if(d.has(h))continue;let p=s?{x:s.slot.x,y:s.slot.y}:null,v=Ie(t,f,h)?{pile:h.pile,index:h.index}:ro(t,f,a,d,c),k=v&&i.piles[v.pile]?.cards[v.index];if(k&&(p={x:k.x,y:k.y}),!p||Math.abs(p.x-h.x)<.5&&Math.abs(p.y-h.y)<.5)continue;let w=dt(e,h.html);if(!w)continue;w.setAttribute("transform",ut(p.x,p.y,r));let E=w.animate([{transform:K(h.x,h.y,r),opacity:1},{transform:K(p.x,p.y,r),opacity:1}],{id:Q,duration:Te,easing:ye});E.onfinish=()=>w.remove(),b.push(E),n++}for(let f of m)oo(e,f);if(m.length){let f=m.flatMap(c=>c.getAnimations());Promise.all(f.map(c=>c.finished)).then(()=>De(e,m),()=>De(e,m))}return n}function ro(e,o,t,i,r){let n=new Set(r.filter(s=>Ie(e,o,s)).map(s=>`${s.pile}/${s.index}`));for(let s of e.piles)for(let l=0;l<s.cards.length;l++){if(s.cards[l]!==o)continue;let d=`${s.id}/${l}`;if(!t.has(d)&&!n.has(d))return{pile:s.id,index:l}}return null}function no(e,o,t){let i=o.piles.stock;if(!i)return 0;let r=[...e.querySelectorAll(".solitaire-card")].filter(l=>l.getAttribute("data-pile")!=="stock"),n=r.length>1?Math.min(40,Xt/(r.length-1)):0,s=0;return r.forEach((l,d)=>{let u=o.piles[l.getAttribute("data-pile")??""]?.cards[Number(l.getAttribute("data-index"))];if(!u)return;let y=K(i.slot.x,i.slot.y,t);l.animate([{transform:y,opacity:0},{transform:y,opacity:1,offset:.05},{transform:K(u.x,u.y,t),opacity:1}],{id:Q,duration:Gt,delay:d*n,easing:ye,fill:"backwards"}),s++}),s}function so(e,o,t,i){let r=t.order.filter(u=>t.piles[u].kind==="foundation"),n=[];r.forEach((u,y)=>{let m=e.querySelector(`.solitaire-card[data-pile="${u}"]`),b=o.piles.find(p=>p.id===u);if(!m||!b)return;let f=m.outerHTML,c=/url\(#([\w-]+)-court\)/.exec(f),h=b.cards.filter(p=>typeof p=="string").reverse();n.push(h.map((p,v)=>({id:u,code:p,f:y,html:v===0||!c?f:`<g>${G(p,{courtFill:`url(#${c[1]}-court)`})}</g>`})))});let s=[];for(let u=0;n.some(y=>u<y.length);u++)for(let y of n)u<y.length&&s.push(y[u]);let l=s.length>1?Math.min(110,Qt/(s.length-1)):0,d=t.height-t.cardH,a=0;return s.forEach((u,y)=>{let m=t.piles[u.id].cards.slice(-1)[0],b=dt(e,u.html);if(!m||!b)return;b.setAttribute("transform",ut(m.x,m.y,i)),b.parentNode?.prepend(b);let f=u.f+y,c=(f%2?1:-1)*(.18+.07*(f%5))*t.cardW,h=[],p=m.x,v=m.y,k=-.2*t.cardH,w=24;for(let L=0;L<=w;L++)h.push({transform:K(p,v,i),opacity:L<w-4?1:(w-L)/4}),p+=c,k+=.12*t.cardH,v+=k,v>d&&(v=d,k=-k*.66);let E=b.animate(h,{id:Q,duration:Jt,delay:y*l,fill:"both"});E.onfinish=()=>b.remove(),a++}),a}function ve(e){let t=(typeof e.getAnimations=="function"?e.getAnimations({subtree:!0}):[]).filter(i=>i.id===Q);for(let i of t)i.finish();return e.querySelector(":scope > .solitaire-motion")?.replaceChildren(),De(e),t.length}var Re=Symbol.for("solitaire_widget.ids");function gt(e){let o=globalThis;return o[Re]=(o[Re]??0)+1,`${e}${o[Re]}`}var ao="http://www.w3.org/2000/svg";function ne(e){return String(e).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var $=e=>(Math.round(e*100)/100).toString();function ht(e,o,t={}){be(e);let i=gt("solitaire"),r=t.interactive!==!1,n=document.createElement("div");n.className="solitaire-table"+(r?" solitaire-interactive":""),r&&(n.tabIndex=-1,n.setAttribute("data-lm-suppress-shortcuts","true"));let s=document.createElementNS(ao,"svg");s.setAttribute("class","solitaire-svg"),s.setAttribute("role","group"),n.appendChild(s),e.appendChild(n);let l=()=>t.width??(n.clientWidth||e.clientWidth||760),d=l(),a={root:n,svg:s,options:t,snapshot:o,layout:ge(o,d,t),selection:null,drag:null,focus:null,pendingFocus:null,update(b){let f=ge(b,d,t);ve(s);let c=lt(s,a.snapshot,a.layout);a.snapshot=b,a.layout=f;let h=a.selection;if(h&&!W(b,h.pile,h.index,b.layout!=="matrimony")&&(a.selection=null),a.drag=null,a.pendingFocus){let p=Ve(b,a.pendingFocus);p!==void 0&&(a.pendingFocus=null),p&&(a.focus=p)}a.repaint(),pt(s,c,b,f)},relayout(){let b=l();if(!(Math.abs(b-d)<1)){d=b;try{a.layout=ge(a.snapshot,d,t),a.repaint()}catch(f){console.warn("solitaire_widget: the table could not be laid out again",f)}}},repaint(){let b=J(n),f=n.contains(b)&&b!==n;s.innerHTML=lo(a,i);let{width:c,height:h}=a.layout;s.setAttribute("viewBox",`0 0 ${$(c)} ${$(h)}`),s.setAttribute("aria-label",a.snapshot.title??"Solitaire"),n.classList.toggle("solitaire-dragging",!!a.drag),f&&a.focusStop(a.focus)},select(b){a.selection=b,a.repaint()},toLocal(b,f){let c=s.getBoundingClientRect(),h=c.width?a.layout.width/c.width:1;return{x:(b-c.left)*h,y:(f-c.top)*h}},moveDrag(b,f){if(!a.drag)return;a.drag.dx=b,a.drag.dy=f;let c=s.querySelector(".solitaire-drag");c&&c.setAttribute("transform",`translate(${$(b)} ${$(f)})`)},focusStop(b){let f=me(a.layout),c=b&&f.find(p=>p.pile===b.pile&&p.index===b.index);if(!c&&b){let p=f.filter(v=>v.pile===b.pile);c=p[p.length-1]}if(c=c??f[0],!c)return;a.focus=c;let h=s.querySelector(`[data-stop="${c.pile}/${c.index}"]`);if(h){for(let p of s.querySelectorAll(`[data-pile="${c.pile}"][tabindex="0"]`))p.setAttribute("tabindex","-1");h.setAttribute("tabindex","0"),h.focus({preventScroll:!0})}},emit(b){t.onIntent?.(b)},destroy(){y?.(),n.removeEventListener("pointerdown",u,!0),n.removeEventListener("keydown",u,!0),ve(s),m?.disconnect(),n.remove()}};a.repaint();let u=()=>ve(s);n.addEventListener("pointerdown",u,!0),n.addEventListener("keydown",u,!0);let y=r?et(a):null,m=null;if(t.width===void 0&&typeof ResizeObserver<"u"){let b=0;m=new ResizeObserver(()=>{cancelAnimationFrame(b),b=requestAnimationFrame(()=>a.relayout())}),m.observe(n)}return a}function lo(e,o){let t=e.snapshot,i=e.layout,{cardW:r,cardH:n}=i,s=r/100,l=e.options.showTargets??t.show_targets??!0,d=e.options.interactive!==!1,a=e.drag,u=a?{pile:a.src,index:a.index}:e.selection,y=d?me(i):[],m=new Set(y.map(x=>`${x.pile}/${x.index}`)),b={};for(let x of y)b[x.pile]=`${x.pile}/${x.index}`;e.focus&&m.has(`${e.focus.pile}/${e.focus.index}`)&&(b[e.focus.pile]=`${e.focus.pile}/${e.focus.index}`);let f=u&&!a?`${u.pile}/${u.index}`:null,c=u&&l?Ze(t,u.pile,u.index):[],h=new Set(a?[]:c),p=t.labels??{},v=(x,g)=>{let S=`${x}/${g}`;if(!m.has(S))return"";let C=Je(t,x,g);S===f?C+=`, ${p.picked_up??"picked up"}`:h.has(x)&&(C+=`, ${p.can_go_here??"it can go here"}`);let _=S===f?' aria-pressed="true"':"";return` data-stop="${S}" tabindex="${b[x]===S?0:-1}" role="button" data-lm-suppress-shortcuts="true"${_} aria-label="${ne(C)}"`},k=x=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${x+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${x+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,w=[`<defs>${Ue(o)}</defs>`],E=[];for(let x of i.order){let g=i.piles[x],S=t.piles.find(_=>_.id===x);if(!S)continue;if(w.push(`<g class="solitaire-pile solitaire-pile-${g.kind}" data-pile-id="${x}">`),w.push(fo(t,g,S,r,n,o,v(x,-1),k(10))),g.fan==="square"&&g.count>1){let _=Math.min(3,Math.ceil(g.count/8));for(let I=_;I>=1;I--)w.push(`<rect x="${$(g.slot.x+I*1.1)}" y="${$(g.slot.y+I*1.4)}" width="${$(r)}" height="${$(n)}" rx="${$(7*s)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let _ of V(g)){let I=a&&a.src===x&&_.index>=a.index,ae=`solitaire-card${d&&_.faceUp&&W(t,x,_.index,g.fan==="down")?" solitaire-pickable":""}${x==="stock"?" solitaire-stock-hit":""}`,j=co(_.code,_.faceUp,!!e.options.showFaceDown,o),Y=I||g.fan!=="down"&&_.index!==g.count-1?"":v(x,_.index),Z=`<g class="${ae}" data-pile="${x}" data-index="${_.index}"${_.code&&_.faceUp?` data-card="${_.code}"`:""}${Y} transform="translate(${$(_.x)} ${$(_.y)}) scale(${$(s)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+j+(Y?k(10):"")+"</g>";I?E.push(Z):w.push(Z)}let C=g.fan==="square"&&g.count>1&&(g.kind==="tableau"||g.kind==="foundation"||g.kind==="stock");if(C&&w.push(uo(g,r,n,g.count)),g.label&&g.kind==="stock"&&t.stock_label&&!C){let _=Math.max(9,.14*r),I=r+i.gap*.8,se=String(t.stock_label).length*_*.58>I?` textLength="${$(I)}" lengthAdjust="spacingAndGlyphs"`:"";w.push(`<text class="solitaire-pile-label" x="${$(g.label.x)}" y="${$(g.label.y)}" text-anchor="middle" font-size="${$(_)}"${se}>${ne(t.stock_label)}</text>`)}else if(g.label&&g.label.text){let _=S.dir==="down"?"\u2193 ":S.dir==="up"?"\u2191 ":"";w.push(`<text class="solitaire-pile-label" x="${$(g.label.x)}" y="${$(g.label.y)}" text-anchor="middle" font-size="${$(Math.max(8.5,.13*r))}">${ne(_+g.label.text)}</text>`)}w.push("</g>")}let L=(x,g,S,C,_=0,I="")=>`<rect class="${g}" x="${$(x.x-2)}" y="${$(x.y-2)}" width="${$(x.w+4)}" height="${$(x.h+4)}" rx="${$(8*s+2)}" fill="${S}" fill-opacity="${_}" stroke="${S}" stroke-width="${C}"${I?` stroke-dasharray="${I}"`:""} pointer-events="none"/>`,U=(x,g)=>{let S=i.piles[x];if(!S||!S.cards.length)return S?S.slot:null;let C=V(S),_=S.fan==="down"?S.cards[Math.max(0,g)]:C[C.length-1],I=S.cards[S.cards.length-1];return{x:_.x,y:_.y,w:I.x-_.x+r,h:I.y-_.y+n}};if(t.last_move&&!a&&i.piles[t.last_move.dst]){let x=i.piles[t.last_move.dst],g=U(t.last_move.dst,x.count-(t.last_move.count??1));g&&x.count&&w.push(L(g,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(t.hint&&i.piles[t.hint.src]&&i.piles[t.hint.dst]){let x=i.piles[t.hint.src],g=U(t.hint.src,x.count-(t.hint.count??1));g&&w.push(L(g,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),w.push(L(he(i.piles[t.hint.dst],r,n),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(u&&i.piles[u.pile]){if(l)for(let x of c){if(!i.piles[x])continue;let g=he(i.piles[x],r,n),S=Math.max(2.5,.05*r);w.push(`<rect class="solitaire-target-ring" data-target="${x}" x="${$(g.x+S)}" y="${$(g.y+S)}" width="${$(g.w-2*S)}" height="${$(g.h-2*S)}" rx="${$(6*s)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${$(.09*r)} ${$(.06*r)}" style="filter: drop-shadow(0 0 ${$(.05*r)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!a){let x=U(u.pile,u.index);x&&w.push(L(x,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return a&&a.over&&i.piles[a.over]&&w.push(L(he(i.piles[a.over],r,n),"solitaire-over-ring","#ffffff",3.6,.2)),a&&w.push(`<g class="solitaire-drag" transform="translate(${$(a.dx)} ${$(a.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${E.join("")}</g>`),w.join("")}function co(e,o,t,i){return e&&o?G(e,{courtFill:`url(#${i}-court)`}):e&&t?G(e,{courtFill:`url(#${i}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':Pe(`${i}-lattice`)}function uo(e,o,t,i){let r=Math.max(8,o*.13),n=i>=10?r*.45:0,s=e.slot.x+o-3-r-n,l=e.slot.y+3+r*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${$(s-r-n)}" y="${$(l-r*.78)}" width="${$(2*(r+n))}" height="${$(r*1.56)}" rx="${$(r*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${$(s)}" y="${$(l+r*.36)}" text-anchor="middle" font-size="${$(r*1.02)}" font-weight="700" fill="#fff">${i}</text></g>`}function fo(e,o,t,i,r,n,s,l){let d=i/100,{x:a,y:u}=o.slot,y=o.count===0,m=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${y?"6 4":"0"}"/>`;if(y)if(t.kind==="foundation"&&t.base){let{suit:f}=pe(t.base);m+=`<g opacity="0.42">${G(t.base,{courtFill:`url(#${n}-court)`})}</g>`,m+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let c=t.dir!=="down";m+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${c?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(t.kind==="foundation")m+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${t.label&&t.label.length>3?19:26}">${ne(t.label||"A")}</text>`;else if(t.kind==="stock"){let f=e.stock_action;if(f==="turn")m+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(f==="redeal"){let c=typeof e.redeal_pile=="number"?String(e.redeal_pile):"";m+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(c?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${ne(c)}</text>`:"")}else!f&&e.status!=="won"&&(m+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else t.kind==="tableau"&&o.fan==="down"&&(m+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${e.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${t.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${t.id}" data-index="-1"${y?s:""} transform="translate(${$(a)} ${$(u)}) scale(${$(d)})">${m}${y&&s?l:""}</g>`}var po={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},go=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function ho(e,o=document){let t=o.createElement("template");t.innerHTML=String(e??"");let i=o.createDocumentFragment(),r=(n,s)=>{for(let l of Array.from(n.childNodes))if(l.nodeType===3)s.appendChild(o.createTextNode(l.nodeValue??""));else if(l.nodeType===1){let d=l,a=d.localName;if(go.has(a))continue;let u=po[a];if(!u){r(d,s);continue}let y=o.createElement(a);for(let m of u){let b=d.getAttribute(m);b!==null&&y.setAttribute(m,b)}r(d,y),s.appendChild(y)}};return r(t.content,i),i}function mo(e,o,t){let i=()=>Array.from(e.querySelectorAll(":scope > [role='dialog']:not(.solitaire-hidden)"));return o.addEventListener("solitaire-close",t),{beforeOpen(){for(let r of i())r!==o&&r.dispatchEvent(new Event("solitaire-close"))},shade(){let r=i().length>0;for(let n of Array.from(e.children))n.getAttribute("role")!=="dialog"&&(n.inert=r)}}}function mt(e,o={}){let t=document.createElement("div");t.className="solitaire-rules-panel solitaire-hidden",t.setAttribute("role","dialog"),t.tabIndex=-1;let i=document.createElement("div");i.className="solitaire-rules-head";let r=document.createElement("button");r.type="button",r.className="solitaire-btn solitaire-rules-close";let n=document.createElement("div");n.className="solitaire-rules-body",i.append(r),t.append(i,n),e.append(t);let s="",l=()=>{t.classList.contains("solitaire-hidden")||(t.classList.add("solitaire-hidden"),e.classList.remove("solitaire-rules-open"),d.shade(),o.onClose?.())},d=mo(e,t,l);return r.addEventListener("click",l),t.addEventListener("keydown",a=>{a.stopPropagation(),a.key==="Escape"&&(a.preventDefault(),l())}),{panel:t,get isOpen(){return!t.classList.contains("solitaire-hidden")},set(a,u){r.textContent="\u2715 "+(u.close??"Close"),r.title=u.close??"Close",t.setAttribute("aria-label",u.rules??"Rules"),a!==s&&(s=a,n.replaceChildren(ho(a)))},open(){d.beforeOpen(),t.classList.remove("solitaire-hidden"),e.classList.add("solitaire-rules-open"),d.shade(),t.scrollTop=0,t.focus({preventScroll:!0})},close:l,toggle(){t.classList.contains("solitaire-hidden")?this.open():l()},destroy(){e.classList.remove("solitaire-rules-open"),t.remove(),d.shade()}}}function xt(e){let o=null,t="",i=-1/0,r=null,n=null,s=()=>{r=null,n===null?e.removeAttribute("aria-live"):e.setAttribute("aria-live",n)},l=()=>{r!==null&&(clearTimeout(r),s())},d=3,a=0,u=()=>{o!==null&&clearTimeout(o),o=null},y=()=>{u(),a&&cancelAnimationFrame(a),a=0},m=()=>{if(typeof requestAnimationFrame!="function")return;a&&cancelAnimationFrame(a),d=0;let v=()=>{d++,a=d<3?requestAnimationFrame(v):0};a=requestAnimationFrame(v)},b=()=>{e.textContent!==""&&(i=Date.now(),m()),e.textContent=""},f=v=>{t=v,e.textContent=v},c=(v,k)=>{let w=()=>{d>=3||Date.now()-i>=1e3?(o=null,f(v)):o=setTimeout(w,16)};o=setTimeout(w,k)},h=v=>{let k=o!==null;if(u(),l(),!v){b();return}if(!k&&e.textContent!==v){let w=Date.now()-i,E=w>=100&&(d>=3||w>=1e3);e.textContent===""&&v===t&&!E?c(v,Math.max(0,100-w)):f(v);return}b(),c(v,100)};return{say:h,reword:v=>{if(o!==null){h(v);return}!v||e.textContent===v||(l(),n=e.getAttribute("aria-live"),e.setAttribute("aria-live","off"),f(v),r=setTimeout(s,100))},stop:y}}var bt="solitaire-replay-style",xo=`
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
`,te=e=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${e}" fill="currentColor"/></svg>`,je={first:te("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:te("M3 2h2v12H3zM13 2v12L6 8z"),play:te("M4 2v12l10-6z"),pause:te("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:te("M3 2v12l7-6zM11 2h2v12h-2z"),last:te("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},we={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},bo=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function yo(e){let o=e.ownerDocument,t=e.getRootNode(),i=t&&t.nodeType===11?t:o.head;if(i.querySelector(`#${bt}`))return;let r=o.createElement("style");r.id=bt,r.textContent=xo,i.appendChild(r)}var yt=new WeakMap;function vo(e,o){let t=e.frames,i=o;for(;i>0&&Array.isArray(t[i]);)i--;let r=yt.get(e),n,s;if(r&&r.i<=o&&r.i>=i){if(r.i===o)return r;i=r.i,n=r.p.slice(),s=r.d&&r.d.slice()}else{let d=t[i];n=d.p.slice(),s=d.d?d.d.slice():null}for(let d=i+1;d<=o;d++)for(let[a,u,y,m]of t[d])n[a]=n[a].slice(0,2*u)+y,s&&m!==void 0&&(s[a]=m);let l={i:o,p:n,d:s};return yt.set(e,l),l}function wt(e,o){if(e.said){let t=e.texts,i=e.said[o];return{action:t[i[0]],rule:t[i[1]],comment:t[i[2]]||null,effects:i.slice(3).map(r=>t[r])}}return e.parts?e.parts[o]:{action:e.narration&&e.narration[o]||"",rule:"",effects:[],comment:null}}function wo(e,o){let t=e.back?e.back[o]:null;if(t==null)return null;if(typeof t=="string")return t;if(t)return e.texts[t];let i=e.labels&&e.labels.undone;return i?i.replace("{move}",()=>wt(e,o).action):null}function ko(e,o){let t=e.last_move?e.last_move[o]:null;if(!Array.isArray(t))return t??null;let i=r=>typeof r=="number"?e.piles[r].id:r;return{src:i(t[0]),dst:i(t[1]),count:t[2]}}function vt(e,o){let t=vo(e,o),i=0,r=e.piles.map((l,d)=>{let a=t.p[d],u=[];for(let m=0;m<a.length;m+=2){let b=a.slice(m,m+2);u.push(b==="--"?null:b)}l.kind==="stock"&&(i=u.length);let y={...l,cards:u};return t.d&&(y.face_down=t.d[d]),y}),n=e.labels||{},s=e.won?e.won.includes(o):e.status&&e.status[o]==="won";return{version:o,variant:e.variant,title:e.title,layout:e.layout,draw_count:e.draw_count,lang:e.lang,deal:e.deal,move_count:o,status:s?"won":"playing",piles:r,legal:{},auto:{},hint:null,last_move:ko(e,o),message:null,stock_label:i>1?"":String(i),show_targets:!1,labels:e.table_labels&&Object.keys(e.table_labels).length?e.table_labels:{stock:n.stock,waste:n.waste,foundation:n.foundation,pile:n.pile,empty:n.empty,face_up:n.face_up,face_down:n.face_down}}}function B(e,o,t={}){let i=document.createElement(e);return i.className=o,Object.assign(i,t),i}function kt(e,o,t={}){be(e),yo(e);let i=o.frames.length-1,r=o.labels||{},n=B("div","solitaire-root solitaire-replay",{tabIndex:0});n.setAttribute("data-lm-suppress-shortcuts","true"),n.setAttribute("role","region"),n.setAttribute("aria-label",o.title||"Replay");let s=B("div","solitaire-replay-bar"),l=(A,R,N)=>{let P=B("button",`solitaire-btn solitaire-replay-btn ${A}`,{type:"button",innerHTML:je[R],title:`${N} (${(R==="play"||R==="pause")&&r.space||we[R]})`});return P.setAttribute("aria-label",N),P},d=l("solitaire-replay-first","first",r.first||"First"),a=l("solitaire-replay-prev","prev",r.prev||"Previous"),u=l("solitaire-replay-play","play",r.play||"Play"),y=l("solitaire-replay-next","next",r.next||"Next"),m=l("solitaire-replay-last","last",r.last||"Last"),b=B("input","solitaire-replay-scrub",{type:"range",min:0,max:i,step:1,value:0});b.setAttribute("aria-label",r.scrubber||"Position");let f=B("span","solitaire-replay-counter");s.append(d,a,u,y,m,b,f);let c=o.table_labels||{},h=null,p=null;o.rules_html&&(p=B("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:c.rules||r.rules||"Rules"}),p.setAttribute("aria-expanded","false"),s.append(p));let v=B("div","solitaire-replay-narration"),k=B("div","solitaire-replay-comment"),w=B("div","solitaire-said solitaire-replay-said",{role:"status"});w.setAttribute("aria-live","polite");let E=xt(w),L=B("div","solitaire-replay-table");L.style.position="relative",n.append(s,v,k,w,L),e.appendChild(n);let U=st(n),x=at(n);p&&(h=mt(L,{onClose:()=>{p.setAttribute("aria-expanded","false"),p.focus()}}),h.set(o.rules_html,{rules:c.rules||r.rules,close:c.close||r.close}),p.addEventListener("click",()=>{h.toggle(),p.setAttribute("aria-expanded",String(h.isOpen))}));let g=Math.max(0,Math.min(i,t.index??0)),S=ht(L,vt(o,g),{interactive:!1,showFaceDown:!!o.show_face_down,width:t.width}),C=null,_=(A,R)=>A.replace(/\{(\w+)\}/g,(N,P)=>P in R?R[P]:N),I=A=>_(r.position||"Move {i} of {n}",{i:String(A),n:String(i)}),se=A=>A===0?r.deal||"Deal":A===i?_(r.end||"End, move {n} of {n}",{n:String(i)}):I(A),ae=(A,R=!0)=>{S.update(vt(o,g)),b.value=String(g),f.textContent=g===0?r.deal||"Deal":I(g);let N=wt(o,g);if(v.textContent=[N.action,N.rule,...N.effects||[]].filter(Boolean).join(" "),k.textContent=N.comment||"",A!==void 0&&R){let At=(A===g+1?wo(o,A):null)||[v.textContent,k.textContent].filter(Boolean).join(" ");E.say(`${se(g)}. ${At}`)}let P=J(n),ce=g===0,Fe=g===i,de=(ce&&(P===d||P===a)?y:null)??(Fe&&(P===y||P===m)?a:null);d.disabled=a.disabled=ce,y.disabled=m.disabled=Fe,de&&!de.disabled?de.focus({preventScroll:!0}):de&&b.focus({preventScroll:!0}),n.dataset.index=String(g)},j=(A,R=!0,N=!0)=>{let P=Math.max(0,Math.min(i,Math.round(A)));if(P===g)return;let ce=g;g=P,ae(ce,N),R&&t.onIndex&&t.onIndex(g)},Y=!1,Z=A=>{u.innerHTML=A?je.pause:je.play;let R=A?r.pause||"Pause":r.play||"Play";u.setAttribute("aria-label",R),u.title=`${R} (${r.space||(A?we.pause:we.play)})`,n.dataset.playing=String(A)},H=(A=!1)=>{let R=C!==null||Y;C!==null&&clearInterval(C),C=null,Y=!1,Z(!1),R&&!A&&t.onPlaying?.(!1)},ze=()=>C!==null||Y,le=()=>{Y=!1,g===i&&j(0),Z(!0),t.onPlaying?.(!0),C=setInterval(()=>{g>=i?H():j(g+1)},ke)},ke=t.interval??900;return d.addEventListener("click",()=>{H(),j(0)}),a.addEventListener("click",()=>{H(),j(g-1)}),y.addEventListener("click",()=>{H(),j(g+1)}),m.addEventListener("click",()=>{H(),j(i)}),u.addEventListener("click",()=>ze()?H():le()),b.addEventListener("input",()=>{H(),j(Number(b.value))}),n.addEventListener("keydown",A=>{if(!bo.has(A.key)||A.altKey||A.ctrlKey||A.metaKey)return;A.stopPropagation();let N={ArrowLeft:()=>{H(),j(g-1)},ArrowRight:()=>{H(),j(g+1)},Home:()=>{H(),j(0)},End:()=>{H(),j(i)}," ":()=>ze()?H():le()}[A.key];N&&!(A.target instanceof HTMLButtonElement&&A.key===" ")&&(A.preventDefault(),N())}),ae(),n.dataset.playing="false",{root:n,table:S,get index(){return g},get driving(){return C!==null},follow(A){if(!A)return H(!0);C===null&&(Y=!0,Z(!0))},seek:j,step:()=>j(g+1),back:()=>j(g-1),play:le,pause:H,setInterval(A){!(A>0)||A===ke||(ke=A,C!==null&&(clearInterval(C),C=null,le()))},destroy(){H(),E.stop(),U(),x(),h?.destroy(),S.destroy(),n.remove()}}}var St,$t=globalThis[St=Symbol.for("solitaire_widget.replay_views")]??(globalThis[St]=new WeakMap);function $o({model:e,el:o}){let t=null,i={},r=$t.get(e);r||$t.set(e,r={views:[],speaker:null});let n=r;n.views.push(i);let s=()=>(n.speaker??n.views[0])===i,l=()=>{t&&t.destroy(),t=null;let m=e.get("_frames");!m||!m.frames||!m.frames.length||(t=kt(o,m,{index:e.get("index")??0,interval:e.get("interval")??900,onIndex:b=>{n.speaker=i,e.set("index",b),e.save_changes()},onPlaying:b=>{e.set("_playing",b),e.save_changes()}}))},d=()=>t?.follow(!!e.get("_playing")),a=()=>t?.setInterval(e.get("interval")),u=()=>{let m=e.get("index");t&&typeof m=="number"&&t.index!==m&&t.seek(m,!1,s())};l();let y=null;if(e.get("_playing")){t?.follow(!0);let m=e.get("index");y=setTimeout(()=>{e.get("_playing")&&e.get("index")===m&&!t?.driving&&(e.set("_playing",!1),e.save_changes())},3*(e.get("interval")??900))}return e.on("change:_playing",d),e.on("change:index",u),e.on("change:interval",a),e.on("change:_frames",l),()=>{n.views=n.views.filter(m=>m!==i),n.speaker===i&&(n.speaker=null),clearTimeout(y),t?.driving&&(e.set("_playing",!1),e.save_changes()),e.off("change:_playing",d),e.off("change:index",u),e.off("change:interval",a),e.off("change:_frames",l),t&&t.destroy()}}var ai={render:$o};export{ai as default};
