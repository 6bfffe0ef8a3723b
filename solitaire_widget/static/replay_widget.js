var gt="#c0142c",ht="#1b1e24";function ce(e){let o=e[0],t=e[1];return{rank:o,suit:t,red:t==="H"||t==="D"}}function Te(e){return e==="T"?"10":e}var xt={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function te(e,o,t,r,i,n=!1){let s=r/100,c=n?" rotate(180 50 50)":"";return`<path d="${xt[e]}" fill="${i}" transform="translate(${me(o-r/2)} ${me(t-r/2)}) scale(${me(s)})${c}"/>`}function me(e){return Number.isInteger(e)?String(e):e.toFixed(2)}var D=31,F=50,j=69,N=29,z=111,O=70,ae=56.3,le=83.7,Ce={2:[[F,N],[F,z]],3:[[F,N],[F,O],[F,z]],4:[[D,N],[j,N],[D,z],[j,z]],5:[[D,N],[j,N],[F,O],[D,z],[j,z]],6:[[D,N],[j,N],[D,O],[j,O],[D,z],[j,z]],7:[[D,N],[j,N],[F,49.5],[D,O],[j,O],[D,z],[j,z]],8:[[D,N],[j,N],[F,49.5],[D,O],[j,O],[F,90.5],[D,z],[j,z]],9:[[D,N],[j,N],[D,ae],[j,ae],[F,O],[D,le],[j,le],[D,z],[j,z]],T:[[D,N],[j,N],[F,42.6],[D,ae],[j,ae],[D,le],[j,le],[F,97.4],[D,z],[j,z]]},De=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function bt(e,o,t){let r=Te(e),i=r.length>1;return`<g class="solitaire-index"><text x="${i?12.6:11.5}" y="23" text-anchor="middle" font-size="${i?19:22}"${i?' letter-spacing="-2.2"':""} ${De} fill="${t}">${r}</text>`+te(o,11.5,31.5,12,t)+"</g>"}function mt(e,o,t,r){let s=o-13,c=t-14/2;return`<polygon points="${e==="K"?`${s},${c+14} ${s},${c} ${s+26*.25},${c+14*.55} ${s+26/2},${c-2} ${s+26*.75},${c+14*.55} ${s+26},${c} ${s+26},${c+14}`:`${s},${c+14} ${s+2},${c+3} ${s+26*.3},${c+14*.6} ${s+26/2},${c+1} ${s+26*.7},${c+14*.6} ${s+26-2},${c+3} ${s+26},${c+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${c+14*.72}" r="2" fill="${r}"/>`}function yt(e,o,t){return`<path d="M${e-11} ${o+7}C${e-6} ${o-8} ${e+6} ${o-10} ${e+13} ${o-7}C${e+5} ${o-3} ${e-2} ${o+2} ${e-11} ${o+7}Z" fill="#e7b53c" stroke="${t}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${e-11} ${o+7}L${e+9} ${o-6}" stroke="${t}" stroke-width="0.9"/>`}function vt(e,o,t,r){let i=(e==="J"?yt(50,30,t):mt(e,50,30,t))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${De} fill="${t}">${e}</text>`+te(o,32.5,29,10,t)+te(o,67.5,29,10,t);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${t}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${t}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${t}" stroke-opacity="0.4" stroke-width="0.8"/>`+i+`<g transform="rotate(180 50 70)">${i}</g>`}function Z(e,o={}){let{rank:t,suit:r,red:i}=ce(e),n=i?gt:ht,s=bt(t,r,n),c="";if(t==="A")c=te(r,50,70,r==="S"?46:40,n),r==="S"&&(c+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${n}" stroke-opacity="0.25" stroke-width="1"/>`);else if(Ce[t]){let d=t==="T"||t==="9"?17:18;c=Ce[t].map(([a,u])=>`<g class="solitaire-pip">${te(r,a,u,d,n,u>O+1)}</g>`).join("")}else c=vt(t,r,n,o.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+c+s+`<g transform="rotate(180 50 70)">${s}</g></g>`}function je(e){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect class="solitaire-back-field" x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${e})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path class="solitaire-back-field" d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function Ie(e){return`<pattern id="${e}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${e}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Re(e,o){let{rank:t,suit:r}=ce(e),i=o?.ranks?.[t]??Te(t),n=o?.suits?.[r]??r;return(o?.card_name??"{rank} of {suit}").replace("{rank}",i).replace("{suit}",n)}var wt={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},ye=3;function kt(e){let o=e.draw_count;return typeof o=="number"&&o>=1?Math.min(o,ye):ye}function de(e,o,t={}){let r={...wt,...t};return(e.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?_t(e,o,r):Mt(e,o,r)}function He(e,o,t,r){let i=e/(o+(o-1)*t+2*t);return Math.max(r.minCardW,Math.min(r.maxCardW,i))}var M=e=>Math.round(e*100)/100;function Y(e,o,t){let r=e.cards.length,i=e.face_down??0,n=e.cards.map((s,c)=>({index:c,code:s,faceUp:s!==null&&c>=i,x:o.x,y:o.y}));return{id:e.id,kind:e.kind,fan:"square",slot:o,drop:$t(o,t),cards:n,count:r}}function $t(e,o){return{x:M(e.x-o),y:M(e.y-o),w:M(e.w+2*o),h:M(e.h+2*o)}}function St(e,o,t,r,i,n){let s=e.cards.length,c=r.faceDownStep*t,d=r.faceUpStep*t,a=e.cards.slice(0,-1).map(f=>f===null?"d":"u"),u=()=>a.reduce((f,l)=>f+(l==="d"?c:d),0);if(i!==void 0&&s>1){let f=i-o.y-t,l=u();if(l>f&&f>0){let h=Math.max(.35,f/l);c*=h,d*=h}}let y=o.y,m=e.cards.map((f,l)=>{let h={index:l,code:f,faceUp:f!==null&&l>=(e.face_down??0),x:o.x,y:M(y)};return y+=f===null?c:d,h}),b=s?m[s-1].y+t:o.y+t;return{id:e.id,kind:e.kind,fan:"down",slot:o,drop:{x:M(o.x-n),y:M(o.y-n),w:M(o.w+2*n),h:M(b-o.y+t*.35+n)},cards:m,count:s}}function At(e,o,t,r,i,n){let s=e.cards.length,c=Math.max(0,s-n),d=r.wasteFan*t,a=e.cards.map((y,m)=>({index:m,code:y,faceUp:y!==null,x:M(o.x+Math.max(0,m-c)*d),y:o.y})),u=s?a[s-1].x+t:o.x+t;return{id:e.id,kind:e.kind,fan:"right",slot:o,drop:{x:M(o.x-i),y:M(o.y-i),w:M(u-o.x+2*i),h:M(o.h+2*i)},cards:a,count:s,shown:n}}function Mt(e,o,t){let r=e.piles,i=r.filter(g=>g.kind==="foundation"),n=r.filter(g=>g.kind==="tableau"),s=Math.max(7,n.length,i.length+3),c=.14,d=He(o,s,c,t),a=d*1.4,u=d*c,y=s*d+(s-1)*u;o=Math.max(o,y+2*u);let m=Math.max(u,(o-y)/2),b=g=>M(m+g*(d+u)),f=u,l=Math.max(14,a*.14),h=f+a+l+u*.6,p=u/2,w=(n.length?Math.max(0,n.length-1)*t.faceDownStep+Math.max(0,t.faceUpRoom-1)*t.faceUpStep:0)*a,$=h+a+w+u,v=t.maxHeight?Math.min($,t.maxHeight):$,C=v-u,T={},E=[];for(let g of r){let x;if(g.kind==="stock")x=Y(g,{x:b(0),y:f,w:d,h:a},p),x.label={x:M(b(0)+d/2),y:M(f+a+l*.8),text:""};else if(g.kind==="waste")x=At(g,{x:b(1),y:f,w:d,h:a},d,t,p,kt(e));else if(g.kind==="foundation"){let S=i.indexOf(g);x=Y(g,{x:b(s-i.length+S),y:f,w:d,h:a},p)}else{let S=n.indexOf(g);x=St(g,{x:b(S),y:M(h),w:d,h:a},a,t,C,p);let L=x.cards.length?x.cards[x.cards.length-1].y+a:h+a;v=Math.max(v,L+u)}T[g.id]=x,E.push(g.id)}return{width:M(o),height:M(v),cardW:M(d),cardH:M(a),gap:M(u),kind:"klondike",piles:T,order:E}}function _t(e,o,t){let r=e.piles,i=r.filter(g=>g.kind==="foundation"),n=r.filter(g=>g.kind==="tableau"),s=Math.max(i.length,Math.ceil(n.length/2),1),c=s+1,d=.16,a=He(o,c,d,t),u=a*1.4,y=a*d,m=c*a+(c-1)*y;o=Math.max(o,m+2*y);let b=Math.max(y,(o-m)/2),f=g=>M(b+g*(a+y)),l=y,h=Math.max(14,u*.15),p=[l+u+h+y*.9];p.push(p[0]+u+y*1.1);let w=y/2,$={},v=[0,0];n.forEach((g,x)=>{let S=Math.min(1,Math.max(0,typeof g.row=="number"?g.row:x<s?0:1));$[g.id]={row:S,col:v[S]++}});let C={},T=[];for(let g of r){let x;if(g.kind==="stock")x=Y(g,{x:f(0),y:l,w:a,h:u},w),x.label={x:M(f(0)+a/2),y:M(l+u+h*.8),text:""};else if(g.kind==="waste")x=Y(g,{x:f(0),y:M(p[0]),w:a,h:u},w);else if(g.kind==="foundation"){let S=i.indexOf(g),L=f(1+S);x=Y(g,{x:L,y:l,w:a,h:u},w),x.label={x:M(L+a/2),y:M(l+u+h*.8),text:g.label??""}}else{let{row:S,col:L}=$[g.id];x=Y(g,{x:f(1+L%s),y:M(p[S]),w:a,h:u},w)}C[g.id]=x,T.push(g.id)}let E=p[1]+u+y*1.2;return{width:M(o),height:M(E),cardW:M(a),cardH:M(u),gap:M(y),kind:"matrimony",piles:C,order:T}}function K(e){return e.fan==="down"?e.cards:e.fan==="right"?e.cards.slice(-(e.shown??ye)):e.cards.slice(-1)}function ue(e,o,t){let r=e.cards[e.cards.length-1];return r?{x:r.x,y:r.y,w:o,h:t}:e.slot}function Ne(e,o,t){return o>=e.x&&o<=e.x+e.w&&t>=e.y&&t<=e.y+e.h}function ve(e,o,t){let{cardW:r,cardH:i}=e;for(let n=e.order.length-1;n>=0;n--){let s=e.piles[e.order[n]],c=K(s);for(let d=c.length-1;d>=0;d--){let a=c[d];if(Ne({x:a.x,y:a.y,w:r,h:i},o,t))return{pile:s.id,index:s.fan==="down"?a.index:s.count-1}}if(!c.length&&Ne(s.slot,o,t))return{pile:s.id,index:-1}}return null}function Fe(e,o,t){let r=null,i=0;for(let n of e.order){if(n===t)continue;let s=e.piles[n];if(s.kind==="stock")continue;let c=s.drop,d=Math.min(o.x+o.w,c.x+c.w)-Math.max(o.x,c.x),a=Math.min(o.y+o.h,c.y+c.h)-Math.max(o.y,c.y);if(d<=0||a<=0)continue;let u=d*a;u>i&&(i=u,r=n)}return i>=.12*o.w*o.h?r:null}function fe(e){let o=[];for(let t of e.order){let r=e.piles[t];if(r.fan==="down"){let i=r.cards.filter(n=>n.faceUp);if(i.length)for(let n of i)o.push({pile:t,index:n.index});else o.push({pile:t,index:r.count-1})}else o.push({pile:t,index:r.count-1})}return o}function ze(e,o){let t=e.piles[o.pile],r=o.index>=0?t.cards[o.index]:null,i=r?r.x:t.slot.x,n=r?r.y:t.slot.y;return{x:i+e.cardW/2,y:n+(r&&t.fan==="down"?e.cardH*.12:e.cardH/2)}}function Pe(e,o,t){let r=fe(e);if(!r.length)return null;if(!o)return r[0];let i=r.find(d=>d.pile===o.pile&&d.index===o.index)??r.find(d=>d.pile===o.pile);if(!i)return r[0];if(t==="up"||t==="down"){let d=r.filter(u=>u.pile===i.pile),a=d.indexOf(i)+(t==="down"?1:-1);if(a>=0&&a<d.length)return d[a]}let n=ze(e,i);if(t==="left"||t==="right"){let d=e.piles[i.pile].slot.y,a=null,u=1/0;for(let m of e.order){let b=e.piles[m];if(m===i.pile||Math.abs(b.slot.y-d)>1)continue;let f=(b.slot.x-e.piles[i.pile].slot.x)*(t==="right"?1:-1);f>1&&f<u&&(u=f,a=m)}if(!a)return i;let y=r.filter(m=>m.pile===a);return y[y.length-1]}let s=null,c=1/0;for(let d of r){if(d.pile===i.pile)continue;let a=ze(e,d),u=t==="up"?n.y-a.y:a.y-n.y,y=Math.abs(a.x-n.x);if(u<=1)continue;let m=u+3*y;m<c&&(c=m,s=d)}return s??i}function Ue(e,o){if(e.version===o.version)return;let t=e.position_since;if(typeof t=="number"&&typeof o.version=="number"&&t<=o.version)return;let r=e.last_move;if(!r||r.src!==o.src||r.dst!==o.dst||typeof e.move_count=="number"&&e.move_count<=o.moves)return null;let i=e.piles.find(s=>s.id===o.dst);if(!i||!i.cards.length)return null;let n=typeof r.count=="number"?r.count:o.count;return{pile:i.id,index:Math.max(0,i.cards.length-n)}}function we(e,o){return`${e}/${o}`}function ke(e,o){return e.piles.find(t=>t.id===o)}function pe(e,o,t){let r=ke(e,o);return r?Math.max(0,r.cards.length-t):0}function U(e,o,t,r=!0){let i=ke(e,o);return!i||t<0||t>=i.cards.length||i.kind==="stock"||i.cards[t]===null?!1:t===i.cards.length-1||Object.prototype.hasOwnProperty.call(e.legal??{},we(o,t))?!0:i.kind==="tableau"&&r}function Oe(e,o,t){return(e.legal??{})[we(o,t)]??[]}function $e(e,o,t,r){return{kind:"move",src:o,dst:r,count:pe(e,o,t),version:e.version}}function We(e,o,t){return{kind:"auto",src:o,count:pe(e,o,t),version:e.version}}function Se(e){return{kind:"stock",version:e.version}}function qe(e,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return Se(e);case"h":return e.hint_available?{kind:"hint"}:null;default:return null}}function Et(e,o){return String(e).replace(/\{(\w+)\}/g,(t,r)=>r in o?String(o[r]):t)}function Lt(e,o){let t=e.labels??{};if(o==="stock")return t.stock??"Stock";if(o==="waste")return t.waste??"Waste";let r=/^([ft])(\d+)$/.exec(o);return r?Et(r[1]==="f"?t.foundation??"Foundation {n}":t.pile??"Pile {n}",{n:r[2]}):o}function Ke(e,o,t){let r=e.labels??{},i=ke(e,o),n=Lt(e,o);if(!i||t<0||t>=i.cards.length){let c=o==="stock"&&e.stock_label?`, ${e.stock_label}`:"";return`${n}, ${r.empty??"empty"}${c}`}let s=i.cards[t];return o==="stock"?`${n}${e.stock_label?", "+e.stock_label:""}, ${r.face_down??"face down"}`:s===null?`${n}, ${r.face_down??"face down"}`:`${Re(s,r)}, ${n}, ${r.face_up??"face up"}`}var Ct=5,Tt=400;function Be(e,o,t,r=!0){return t?t.pile==="stock"?{selection:null,intent:Se(e)}:o?t.pile===o.pile?t.index!==o.index&&U(e,t.pile,t.index,r)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:$e(e,o.pile,o.index,t.pile)}:U(e,t.pile,t.index,r)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function Dt(e,o,t,r=!0){return Be(e,o,t,r)}function Ve(e){let{root:o,svg:t}=e,r=null,i=null,n=l=>e.layout.piles[l]?.fan==="down",s=l=>{l&&e.emit(l)},c=l=>{if(l.button!==0||r&&r.dragging)return;e.pendingFocus=null;let h=e.toLocal(l.clientX,l.clientY),p=ve(e.layout,h.x,h.y);r={id:l.pointerId,hit:p,cx:l.clientX,cy:l.clientY,x:h.x,y:h.y,dragging:!1};let $=l.target.closest?.("[data-stop]");$&&(e.focus={pile:$.getAttribute("data-pile")??"",index:Number($.getAttribute("data-stop")?.split("/")[1])});try{t.setPointerCapture(l.pointerId)}catch{}p&&U(e.snapshot,p.pile,p.index,n(p.pile))&&(l.preventDefault(),o.focus({preventScroll:!0}))},d=l=>{if(!r||l.pointerId!==r.id)return;let h=r.hit;if(!r.dragging){if(Math.hypot(l.clientX-r.cx,l.clientY-r.cy)<Ct||!h||!U(e.snapshot,h.pile,h.index,n(h.pile)))return;r.dragging=!0,i=null,e.selection=null,e.drag={src:h.pile,index:h.index,count:pe(e.snapshot,h.pile,h.index),dx:0,dy:0,over:null},e.repaint()}let p=e.toLocal(l.clientX,l.clientY),w=p.x-r.x,$=p.y-r.y;e.moveDrag(w,$);let v=e.drag;if(!v)return;let C=e.layout.piles[v.src].cards[v.index],T=Fe(e.layout,{x:C.x+w,y:C.y+$,w:e.layout.cardW,h:e.layout.cardH},v.src);T!==v.over&&(v.over=T,e.repaint())},a=l=>{if(!r||l.pointerId!==r.id)return;let h=r;if(r=null,h.dragging){let p=e.drag;e.drag=null,e.selection=null,p&&p.over&&p.over!==p.src&&s($e(e.snapshot,p.src,p.index,p.over)),e.repaint();return}y(h.hit,l.timeStamp)},u=()=>{r=null,e.drag&&(e.drag=null,e.repaint())},y=(l,h)=>{let p=e.snapshot;if(l&&i&&i.pile===l.pile&&i.index===l.index&&h-i.t<Tt){i=null,U(p,l.pile,l.index,n(l.pile))&&s(We(p,l.pile,l.index)),e.select(null);return}let{selection:w,intent:$}=Be(p,e.selection,l,l?n(l.pile):!0);i=l&&!$&&l.pile!=="stock"&&U(p,l.pile,l.index,n(l.pile))?{...l,t:h}:null,l&&(e.focus=l.index>=0||e.layout.piles[l.pile].count===0?l:e.focus),s($),w!==e.selection&&e.select(w)},m=l=>{if(l.altKey||l.ctrlKey||l.metaKey)return;let h=e.snapshot,p={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(l.key in p){l.preventDefault();let $=Pe(e.layout,e.focus,p[l.key]);$&&e.focusStop($);return}if(l.key==="Enter"||l.key===" "){if(l.preventDefault(),!e.focus){e.focusStop(null);return}let $=e.focus,{selection:v,intent:C}=Dt(h,e.selection,$,n($.pile));e.pendingFocus=C&&C.kind==="move"?{src:C.src,dst:C.dst,count:C.count,version:h.version,moves:typeof h.move_count=="number"?h.move_count:-1}:null,s(C),e.select(v);return}if(l.key==="?"){l.preventDefault(),e.options.onHelp?.();return}if(l.key==="Escape"){(e.selection||e.drag)&&(l.preventDefault(),r=null,e.drag=null,e.select(null));return}let w=qe(h,l.key);w&&(l.preventDefault(),e.select(null),s(w))},b=l=>{if(l.touches.length!==1)return;let h=l.touches[0],p=e.toLocal(h.clientX,h.clientY),w=ve(e.layout,p.x,p.y);w&&U(e.snapshot,w.pile,w.index,n(w.pile))&&l.preventDefault()},f=l=>{let h=l.target.closest?.("[data-stop]");if(!h)return;let[p,w]=(h.getAttribute("data-stop")??"").split("/");e.focus={pile:p,index:Number(w)}};return t.addEventListener("pointerdown",c),t.addEventListener("pointermove",d),t.addEventListener("pointerup",a),t.addEventListener("pointercancel",u),t.addEventListener("lostpointercapture",u),t.addEventListener("touchstart",b,{passive:!1}),o.addEventListener("keydown",m),o.addEventListener("focusin",f),()=>{t.removeEventListener("pointerdown",c),t.removeEventListener("pointermove",d),t.removeEventListener("pointerup",a),t.removeEventListener("pointercancel",u),t.removeEventListener("lostpointercapture",u),t.removeEventListener("touchstart",b),o.removeEventListener("keydown",m),o.removeEventListener("focusin",f)}}var jt=`
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
  .solitaire-toolbar { gap: 6px 4px; }
  .solitaire-toolbar .solitaire-btn, .solitaire-toolbar .solitaire-undo, .solitaire-toolbar .solitaire-redo { padding-left: 7px; padding-right: 7px; }
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
/* large print: the corner indices a third bigger (what shows of a fanned card), pips a little */
.solitaire-large-print .solitaire-index { transform: scale(1.36); transform-box: fill-box; transform-origin: 0 0; }
.solitaire-large-print .solitaire-pip { transform: scale(1.1); transform-box: fill-box; transform-origin: center; }

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
`;function ge(e){let o=e.getRootNode?e.getRootNode():document,t=o&&o.nodeType===11?o:document.head;if(!t||t.querySelector&&t.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=jt,t.appendChild(r)}var Ze=new Set(["dark","dark-mode","dark-theme","theme-dark"]),Ye=new Set(["light","light-mode","light-theme","theme-light"]),Je=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function It(e){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(e);if(o){let c=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],c]}if(typeof document>"u")return null;let t=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!t)return null;t.clearRect(0,0,1,1),t.fillStyle="#00000000",t.fillStyle=e,t.fillRect(0,0,1,1);let[r,i,n,s]=t.getImageData(0,0,1,1).data;return[r,i,n,s/255]}function Rt(e){let o=t=>{let r=t/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*o(e[0])+.7152*o(e[1])+.0722*o(e[2])}function Ht(e){let o=e;for(;o;){if(o.nodeType===1){let t=It(getComputedStyle(o).backgroundColor);if(t&&t[3]>=.5)return t}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function Xe(e){if(!e)return null;for(let o of e.classList){if(Ze.has(o))return"dark";if(Ye.has(o))return"light"}for(let o of Je){let t=(e.getAttribute(o)||"").toLowerCase();if(Ze.has(t))return"dark";if(Ye.has(t))return"light"}return null}function Nt(e){let o=e.ownerDocument||document,t=o.body,r=o.documentElement,i=t&&t.getAttribute("data-jp-theme-light");if(i==="true"||i==="false")return{scheme:i==="true"?"light":"dark",source:"jupyter"};let n=t?`${t.className} ${t.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(n))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(n))return{scheme:"dark",source:"vscode"};let s=Xe(t)||Xe(r);if(s)return{scheme:s,source:"page"};let c=e.isConnected?Ht(e.parentNode||e):null;if(c)return{scheme:Rt(c)<.18?"dark":"light",source:"background"};let d=e.nodeType===1?getComputedStyle(e).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var Ge=new WeakMap;function Qe(e){let o=()=>{let c=e.dataset.themeChoice,{scheme:d,source:a}=c==="light"||c==="dark"?{scheme:c,source:"setting"}:Nt(e);if(e.dataset.theme===d&&e.dataset.themeSource===a)return;e.classList.add("solitaire-no-transition"),e.classList.toggle("solitaire-dark",d==="dark"),e.classList.toggle("solitaire-light",d==="light");let u=a==="prefers-color-scheme"||a==="color-scheme"||a==="setting";e.classList.toggle("solitaire-own-bg",u),e.classList.toggle("solitaire-theme-fixed",a==="setting"),e.dataset.theme=d,e.dataset.themeSource=a,e.offsetHeight,e.classList.remove("solitaire-no-transition")};Ge.set(e,o),o();let t=e.ownerDocument||document,r=new MutationObserver(o),i=["class","data-jp-theme-light","data-vscode-theme-kind","style",...Je];for(let c of[t.documentElement,t.body])c&&r.observe(c,{attributes:!0,attributeFilter:i});let n=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;n?.addEventListener?.("change",o);let s=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{Ge.delete(e),r.disconnect(),n?.removeEventListener?.("change",o),s&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(s)}}function X(e){return e.getRootNode().activeElement??document.activeElement}var oe="data-lm-suppress-shortcuts";function et(e){let o=n=>{let s=n.target;s&&s.setAttribute&&!s.hasAttribute(oe)&&s.setAttribute(oe,"true")},t=[],r=()=>{t.forEach(n=>n.setAttribute(oe,"true")),t=[]},i=n=>{if(r(),!(n.ctrlKey||n.metaKey||n.altKey)||n.key==="Enter")return;let s=n.target;if(!(s instanceof Element)||!e.contains(s))return;let c=e.parentElement;for(let d=s;d&&d!==c;d=d.parentElement)d.hasAttribute(oe)&&(d.removeAttribute(oe),t.push(d));t.length&&setTimeout(r)};return e.addEventListener("focusin",o),window.addEventListener("keydown",i,!0),()=>{r(),e.removeEventListener("focusin",o),window.removeEventListener("keydown",i,!0)}}var Ae=200,zt=240,Ft=700,Pt=1500,Ut=3e3,he="cubic-bezier(0.2, 0.7, 0.3, 1)",G="solitaire-motion",J=e=>(Math.round(e*100)/100).toString();function Ot(e){return!(e.animate===!1||typeof Element>"u"||typeof Element.prototype.animate!="function"||typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)}function Wt(e,o){if(!e||!e.piles?.some(i=>i.cards.length))return"none";let t=e,r=o;return r.deal!==t.deal||r.variant!==t.variant||r.move_count===0&&t.move_count>0?"deal":r.status==="won"&&t.status!=="won"?"win":"slide"}function tt(e,o,t){let r=new Map,i=new Map;for(let n of t.order){let s=t.piles[n];for(let c of K(s)){let d=e.querySelector(`.solitaire-card[data-pile="${n}"][data-index="${c.index}"]`),a={x:c.x,y:c.y,pile:n,index:c.index,html:d?d.outerHTML:""};c.code&&c.faceUp&&r.set(c.code,[...r.get(c.code)??[],a]),c.index===s.count-1&&i.set(n,a)}}return{snapshot:o,layout:t,byCode:r,tops:i}}function ot(e){let o=e.querySelector(":scope > .solitaire-motion");return o||(o=document.createElementNS("http://www.w3.org/2000/svg","g"),o.setAttribute("class","solitaire-motion"),o.setAttribute("pointer-events","none"),e.appendChild(o)),o}function rt(e,o){if(!o)return null;let t=ot(e),r=document.createElementNS("http://www.w3.org/2000/svg","g");r.innerHTML=o;let i=r.firstElementChild;return i?(i.removeAttribute("tabindex"),i.removeAttribute("data-stop"),i.removeAttribute("data-pile"),i.removeAttribute("data-index"),i.setAttribute("aria-hidden","true"),i.classList.add("solitaire-ghost"),t.appendChild(i),i):null}var W=(e,o,t)=>`translate(${J(e)}px, ${J(o)}px) scale(${J(t)})`,it=(e,o,t)=>`translate(${J(e)} ${J(o)}) scale(${J(t)})`,re=new WeakMap;function nt(e,o,t){let r=X(e),i=r&&o.contains(r);t(),i&&r.focus({preventScroll:!0})}function qt(e,o){let t=o.parentNode;if(!t)return;let r=re.get(e)??[];r.push({el:o,parent:t,next:o.nextSibling}),re.set(e,r),nt(e,o,()=>ot(e).before(o))}function Me(e,o){let t=re.get(e);if(!t)return;let r=o?t.filter(n=>o.includes(n.el)):t,i=o?t.filter(n=>!o.includes(n.el)):[];i.length?re.set(e,i):re.delete(e);for(let{el:n,parent:s,next:c}of r.reverse())!n.isConnected||!s.isConnected||n.parentNode!==e||nt(e,n,()=>s.insertBefore(n,c&&c.parentNode===s?c:null))}function st(e,o,t,r){if(!Ot(t))return 0;let i=Wt(o.snapshot,t);if(i==="none")return 0;let n=r.cardW/100;if(i==="deal")return Vt(e,r,n);let s=Kt(e,o,t,r,n);return i==="win"&&(s+=Zt(e,t,r,n)),s}function _e(e,o,t){let r=e.piles.find(i=>i.id===t.pile);return!!r&&r.cards[t.index]===o}function Kt(e,o,t,r,i){let n=0,s=r.piles.stock,c=t.last_move?.src,d=new Set,a=new Set,u=[];for(let f of r.order)for(let l of K(r.piles[f]))!l.code||!l.faceUp||(a.add(`${f}/${l.index}`),u.push({c:l,id:f}));let y=new Map;for(let{c:f,id:l}of u){let h=(o.byCode.get(f.code)??[]).find(p=>p.pile===l&&p.index===f.index);h&&(y.set(`${l}/${f.index}`,h),d.add(h))}let m=[];for(let{c:f,id:l}of u){let h=f.code,p=e.querySelector(`.solitaire-card[data-pile="${l}"][data-index="${f.index}"]`);if(!p)continue;let w=y.get(`${l}/${f.index}`);if(!w){let v=(o.byCode.get(h)??[]).filter(C=>!d.has(C)&&!_e(t,h,C));w=v.find(C=>C.pile===c)??v[0],w&&d.add(w)}let $=w?{x:w.x,y:w.y}:null;if(!w){let v=o.layout.piles[l];if(v&&v.cards[f.index]&&!v.cards[f.index].faceUp){let E=r.cardW/2*.98;p.animate([{transform:`${W(f.x+E,f.y,i)} scaleX(0.02)`},{transform:W(f.x,f.y,i)}],{id:G,duration:Ae,easing:he}),n++;continue}let T=c&&o.tops.get(c)||(s?s.slot:null);T&&($={x:T.x,y:T.y})}!$||Math.abs($.x-f.x)<.5&&Math.abs($.y-f.y)<.5||(p.animate([{transform:W($.x,$.y,i)},{transform:W(f.x,f.y,i)}],{id:G,duration:Ae,easing:he}),m.push(p),n++)}let b=[];for(let[f,l]of o.byCode)for(let h of l){if(d.has(h))continue;let p=s?{x:s.slot.x,y:s.slot.y}:null,w=_e(t,f,h)?{pile:h.pile,index:h.index}:Bt(t,f,a,d,l),$=w&&r.piles[w.pile]?.cards[w.index];if($&&(p={x:$.x,y:$.y}),!p||Math.abs(p.x-h.x)<.5&&Math.abs(p.y-h.y)<.5)continue;let v=rt(e,h.html);if(!v)continue;v.setAttribute("transform",it(p.x,p.y,i));let C=v.animate([{transform:W(h.x,h.y,i),opacity:1},{transform:W(p.x,p.y,i),opacity:1}],{id:G,duration:Ae,easing:he});C.onfinish=()=>v.remove(),b.push(C),n++}for(let f of m)qt(e,f);if(m.length){let f=m.flatMap(l=>l.getAnimations());Promise.all(f.map(l=>l.finished)).then(()=>Me(e,m),()=>Me(e,m))}return n}function Bt(e,o,t,r,i){let n=new Set(i.filter(s=>_e(e,o,s)).map(s=>`${s.pile}/${s.index}`));for(let s of e.piles)for(let c=0;c<s.cards.length;c++){if(s.cards[c]!==o)continue;let d=`${s.id}/${c}`;if(!t.has(d)&&!n.has(d))return{pile:s.id,index:c}}return null}function Vt(e,o,t){let r=o.piles.stock;if(!r)return 0;let i=[...e.querySelectorAll(".solitaire-card")].filter(c=>c.getAttribute("data-pile")!=="stock"),n=i.length>1?Math.min(40,Ft/(i.length-1)):0,s=0;return i.forEach((c,d)=>{let u=o.piles[c.getAttribute("data-pile")??""]?.cards[Number(c.getAttribute("data-index"))];if(!u)return;let y=W(r.slot.x,r.slot.y,t);c.animate([{transform:y,opacity:0},{transform:y,opacity:1,offset:.05},{transform:W(u.x,u.y,t),opacity:1}],{id:G,duration:zt,delay:d*n,easing:he,fill:"backwards"}),s++}),s}function Zt(e,o,t,r){let i=t.order.filter(u=>t.piles[u].kind==="foundation"),n=[];i.forEach((u,y)=>{let m=e.querySelector(`.solitaire-card[data-pile="${u}"]`),b=o.piles.find(p=>p.id===u);if(!m||!b)return;let f=m.outerHTML,l=/url\(#([\w-]+)-court\)/.exec(f),h=b.cards.filter(p=>typeof p=="string").reverse();n.push(h.map((p,w)=>({id:u,code:p,f:y,html:w===0||!l?f:`<g>${Z(p,{courtFill:`url(#${l[1]}-court)`})}</g>`})))});let s=[];for(let u=0;n.some(y=>u<y.length);u++)for(let y of n)u<y.length&&s.push(y[u]);let c=s.length>1?Math.min(110,Ut/(s.length-1)):0,d=t.height-t.cardH,a=0;return s.forEach((u,y)=>{let m=t.piles[u.id].cards.slice(-1)[0],b=rt(e,u.html);if(!m||!b)return;b.setAttribute("transform",it(m.x,m.y,r)),b.parentNode?.prepend(b);let f=u.f+y,l=(f%2?1:-1)*(.18+.07*(f%5))*t.cardW,h=[],p=m.x,w=m.y,$=-.2*t.cardH,v=24;for(let T=0;T<=v;T++)h.push({transform:W(p,w,r),opacity:T<v-4?1:(v-T)/4}),p+=l,$+=.12*t.cardH,w+=$,w>d&&(w=d,$=-$*.66);let C=b.animate(h,{id:G,duration:Pt,delay:y*c,fill:"both"});C.onfinish=()=>b.remove(),a++}),a}function xe(e){let t=(typeof e.getAnimations=="function"?e.getAnimations({subtree:!0}):[]).filter(r=>r.id===G);for(let r of t)r.finish();return e.querySelector(":scope > .solitaire-motion")?.replaceChildren(),Me(e),t.length}var Ee=Symbol.for("solitaire_widget.ids");function at(e){let o=globalThis;return o[Ee]=(o[Ee]??0)+1,`${e}${o[Ee]}`}var Yt="http://www.w3.org/2000/svg";function ie(e){return String(e).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var k=e=>(Math.round(e*100)/100).toString();function lt(e,o,t={}){ge(e);let r=at("solitaire"),i=t.interactive!==!1,n=document.createElement("div");n.className="solitaire-table"+(i?" solitaire-interactive":""),i&&(n.tabIndex=-1,n.setAttribute("data-lm-suppress-shortcuts","true"));let s=document.createElementNS(Yt,"svg");s.setAttribute("class","solitaire-svg"),s.setAttribute("role","group"),n.appendChild(s),e.appendChild(n);let c=()=>t.width??(n.clientWidth||e.clientWidth||760),d=c(),a={root:n,svg:s,options:t,snapshot:o,layout:de(o,d,t),selection:null,drag:null,focus:null,pendingFocus:null,update(b){let f=de(b,d,t);xe(s);let l=tt(s,a.snapshot,a.layout);a.snapshot=b,a.layout=f;let h=a.selection;if(h&&!U(b,h.pile,h.index,b.layout!=="matrimony")&&(a.selection=null),a.drag=null,a.pendingFocus){let p=Ue(b,a.pendingFocus);p!==void 0&&(a.pendingFocus=null),p&&(a.focus=p)}a.repaint(),st(s,l,b,f)},relayout(){let b=c();if(!(Math.abs(b-d)<1)){d=b;try{a.layout=de(a.snapshot,d,t),a.repaint()}catch(f){console.warn("solitaire_widget: the table could not be laid out again",f)}}},repaint(){let b=X(n),f=n.contains(b)&&b!==n;s.innerHTML=Xt(a,r);let{width:l,height:h}=a.layout;s.setAttribute("viewBox",`0 0 ${k(l)} ${k(h)}`),s.setAttribute("aria-label",a.snapshot.title??"Solitaire"),n.classList.toggle("solitaire-dragging",!!a.drag),f&&a.focusStop(a.focus)},select(b){a.selection=b,a.repaint()},toLocal(b,f){let l=s.getBoundingClientRect(),h=l.width?a.layout.width/l.width:1;return{x:(b-l.left)*h,y:(f-l.top)*h}},moveDrag(b,f){if(!a.drag)return;a.drag.dx=b,a.drag.dy=f;let l=s.querySelector(".solitaire-drag");l&&l.setAttribute("transform",`translate(${k(b)} ${k(f)})`)},focusStop(b){let f=fe(a.layout),l=b&&f.find(p=>p.pile===b.pile&&p.index===b.index);if(!l&&b){let p=f.filter(w=>w.pile===b.pile);l=p[p.length-1]}if(l=l??f[0],!l)return;a.focus=l;let h=s.querySelector(`[data-stop="${l.pile}/${l.index}"]`);if(h){for(let p of s.querySelectorAll(`[data-pile="${l.pile}"][tabindex="0"]`))p.setAttribute("tabindex","-1");h.setAttribute("tabindex","0"),h.focus({preventScroll:!0})}},emit(b){t.onIntent?.(b)},destroy(){y?.(),n.removeEventListener("pointerdown",u,!0),n.removeEventListener("keydown",u,!0),xe(s),m?.disconnect(),n.remove()}};a.repaint();let u=()=>xe(s);n.addEventListener("pointerdown",u,!0),n.addEventListener("keydown",u,!0);let y=i?Ve(a):null,m=null;if(t.width===void 0&&typeof ResizeObserver<"u"){let b=0;m=new ResizeObserver(()=>{cancelAnimationFrame(b),b=requestAnimationFrame(()=>a.relayout())}),m.observe(n)}return a}function Xt(e,o){let t=e.snapshot,r=e.layout,{cardW:i,cardH:n}=r,s=i/100,c=e.options.showTargets??t.show_targets??!0,d=e.options.interactive!==!1,a=e.drag,u=a?{pile:a.src,index:a.index}:e.selection,y=d?fe(r):[],m=new Set(y.map(g=>`${g.pile}/${g.index}`)),b={};for(let g of y)b[g.pile]=`${g.pile}/${g.index}`;e.focus&&m.has(`${e.focus.pile}/${e.focus.index}`)&&(b[e.focus.pile]=`${e.focus.pile}/${e.focus.index}`);let f=u&&!a?`${u.pile}/${u.index}`:null,l=u&&c?Oe(t,u.pile,u.index):[],h=new Set(a?[]:l),p=t.labels??{},w=(g,x)=>{let S=`${g}/${x}`;if(!m.has(S))return"";let L=Ke(t,g,x);S===f?L+=`, ${p.picked_up??"picked up"}`:h.has(g)&&(L+=`, ${p.can_go_here??"it can go here"}`);let A=S===f?' aria-pressed="true"':"";return` data-stop="${S}" tabindex="${b[g]===S?0:-1}" role="button" data-lm-suppress-shortcuts="true"${A} aria-label="${ie(L)}"`},$=g=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${g+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${g+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,v=[`<defs>${Ie(o)}</defs>`],C=[];for(let g of r.order){let x=r.piles[g],S=t.piles.find(A=>A.id===g);if(!S)continue;if(v.push(`<g class="solitaire-pile solitaire-pile-${x.kind}" data-pile-id="${g}">`),v.push(Qt(t,x,S,i,n,o,w(g,-1),$(10))),x.fan==="square"&&x.count>1){let A=Math.min(3,Math.ceil(x.count/8));for(let I=A;I>=1;I--)v.push(`<rect x="${k(x.slot.x+I*1.1)}" y="${k(x.slot.y+I*1.4)}" width="${k(i)}" height="${k(n)}" rx="${k(7*s)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let A of K(x)){let I=a&&a.src===g&&A.index>=a.index,ne=`solitaire-card${d&&A.faceUp&&U(t,g,A.index,x.fan==="down")?" solitaire-pickable":""}${g==="stock"?" solitaire-stock-hit":""}`,B=Gt(A.code,A.faceUp,!!e.options.showFaceDown,o),V=I||x.fan!=="down"&&A.index!==x.count-1?"":w(g,A.index),_=`<g class="${ne}" data-pile="${g}" data-index="${A.index}"${A.code&&A.faceUp?` data-card="${A.code}"`:""}${V} transform="translate(${k(A.x)} ${k(A.y)}) scale(${k(s)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+B+(V?$(10):"")+"</g>";I?C.push(_):v.push(_)}let L=x.fan==="square"&&x.count>1&&(x.kind==="tableau"||x.kind==="foundation"||x.kind==="stock");if(L&&v.push(Jt(x,i,n,x.count)),x.label&&x.kind==="stock"&&t.stock_label&&!L){let A=Math.max(9,.14*i),I=i+r.gap*.8,R=String(t.stock_label).length*A*.58>I?` textLength="${k(I)}" lengthAdjust="spacingAndGlyphs"`:"";v.push(`<text class="solitaire-pile-label" x="${k(x.label.x)}" y="${k(x.label.y)}" text-anchor="middle" font-size="${k(A)}"${R}>${ie(t.stock_label)}</text>`)}else if(x.label&&x.label.text){let A=S.dir==="down"?"\u2193 ":S.dir==="up"?"\u2191 ":"";v.push(`<text class="solitaire-pile-label" x="${k(x.label.x)}" y="${k(x.label.y)}" text-anchor="middle" font-size="${k(Math.max(8.5,.13*i))}">${ie(A+x.label.text)}</text>`)}v.push("</g>")}let T=(g,x,S,L,A=0,I="")=>`<rect class="${x}" x="${k(g.x-2)}" y="${k(g.y-2)}" width="${k(g.w+4)}" height="${k(g.h+4)}" rx="${k(8*s+2)}" fill="${S}" fill-opacity="${A}" stroke="${S}" stroke-width="${L}"${I?` stroke-dasharray="${I}"`:""} pointer-events="none"/>`,E=(g,x)=>{let S=r.piles[g];if(!S||!S.cards.length)return S?S.slot:null;let L=K(S),A=S.fan==="down"?S.cards[Math.max(0,x)]:L[L.length-1],I=S.cards[S.cards.length-1];return{x:A.x,y:A.y,w:I.x-A.x+i,h:I.y-A.y+n}};if(t.last_move&&!a&&r.piles[t.last_move.dst]){let g=r.piles[t.last_move.dst],x=E(t.last_move.dst,g.count-(t.last_move.count??1));x&&g.count&&v.push(T(x,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(t.hint&&r.piles[t.hint.src]&&r.piles[t.hint.dst]){let g=r.piles[t.hint.src],x=E(t.hint.src,g.count-(t.hint.count??1));x&&v.push(T(x,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),v.push(T(ue(r.piles[t.hint.dst],i,n),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(u&&r.piles[u.pile]){if(c)for(let g of l){if(!r.piles[g])continue;let x=ue(r.piles[g],i,n),S=Math.max(2.5,.05*i);v.push(`<rect class="solitaire-target-ring" data-target="${g}" x="${k(x.x+S)}" y="${k(x.y+S)}" width="${k(x.w-2*S)}" height="${k(x.h-2*S)}" rx="${k(6*s)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${k(.09*i)} ${k(.06*i)}" style="filter: drop-shadow(0 0 ${k(.05*i)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!a){let g=E(u.pile,u.index);g&&v.push(T(g,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return a&&a.over&&r.piles[a.over]&&v.push(T(ue(r.piles[a.over],i,n),"solitaire-over-ring","#ffffff",3.6,.2)),a&&v.push(`<g class="solitaire-drag" transform="translate(${k(a.dx)} ${k(a.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${C.join("")}</g>`),v.join("")}function Gt(e,o,t,r){return e&&o?Z(e,{courtFill:`url(#${r}-court)`}):e&&t?Z(e,{courtFill:`url(#${r}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':je(`${r}-lattice`)}function Jt(e,o,t,r){let i=Math.max(8,o*.13),n=r>=10?i*.45:0,s=e.slot.x+o-3-i-n,c=e.slot.y+3+i*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${k(s-i-n)}" y="${k(c-i*.78)}" width="${k(2*(i+n))}" height="${k(i*1.56)}" rx="${k(i*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${k(s)}" y="${k(c+i*.36)}" text-anchor="middle" font-size="${k(i*1.02)}" font-weight="700" fill="#fff">${r}</text></g>`}function Qt(e,o,t,r,i,n,s,c){let d=r/100,{x:a,y:u}=o.slot,y=o.count===0,m=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${y?"6 4":"0"}"/>`;if(y)if(t.kind==="foundation"&&t.base){let{suit:f}=ce(t.base);m+=`<g opacity="0.42">${Z(t.base,{courtFill:`url(#${n}-court)`})}</g>`,m+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let l=t.dir!=="down";m+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${l?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(t.kind==="foundation")m+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${t.label&&t.label.length>3?19:26}">${ie(t.label||"A")}</text>`;else if(t.kind==="stock"){let f=e.stock_action;if(f==="turn")m+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(f==="redeal"){let l=typeof e.redeal_pile=="number"?String(e.redeal_pile):"";m+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(l?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${ie(l)}</text>`:"")}else!f&&e.status!=="won"&&(m+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else t.kind==="tableau"&&o.fan==="down"&&(m+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${e.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${t.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${t.id}" data-index="-1"${y?s:""} transform="translate(${k(a)} ${k(u)}) scale(${k(d)})">${m}${y&&s?c:""}</g>`}var eo={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},to=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function oo(e,o=document){let t=o.createElement("template");t.innerHTML=String(e??"");let r=o.createDocumentFragment(),i=(n,s)=>{for(let c of Array.from(n.childNodes))if(c.nodeType===3)s.appendChild(o.createTextNode(c.nodeValue??""));else if(c.nodeType===1){let d=c,a=d.localName;if(to.has(a))continue;let u=eo[a];if(!u){i(d,s);continue}let y=o.createElement(a);for(let m of u){let b=d.getAttribute(m);b!==null&&y.setAttribute(m,b)}i(d,y),s.appendChild(y)}};return i(t.content,r),r}function ro(e,o,t){let r=()=>Array.from(e.querySelectorAll(":scope > [role='dialog']:not(.solitaire-hidden)"));return o.addEventListener("solitaire-close",t),{beforeOpen(){for(let i of r())i!==o&&i.dispatchEvent(new Event("solitaire-close"))},shade(){let i=r().length>0;for(let n of Array.from(e.children))n.getAttribute("role")!=="dialog"&&(n.inert=i)}}}function ct(e,o={}){let t=document.createElement("div");t.className="solitaire-rules-panel solitaire-hidden",t.setAttribute("role","dialog"),t.tabIndex=-1;let r=document.createElement("div");r.className="solitaire-rules-head";let i=document.createElement("button");i.type="button",i.className="solitaire-btn solitaire-rules-close";let n=document.createElement("div");n.className="solitaire-rules-body",r.append(i),t.append(r,n),e.append(t);let s="",c=()=>{t.classList.contains("solitaire-hidden")||(t.classList.add("solitaire-hidden"),e.classList.remove("solitaire-rules-open"),d.shade(),o.onClose?.())},d=ro(e,t,c);return i.addEventListener("click",c),t.addEventListener("keydown",a=>{a.stopPropagation(),a.key==="Escape"&&(a.preventDefault(),c())}),{panel:t,get isOpen(){return!t.classList.contains("solitaire-hidden")},set(a,u){i.textContent="\u2715 "+(u.close??"Close"),i.title=u.close??"Close",t.setAttribute("aria-label",u.rules??"Rules"),a!==s&&(s=a,n.replaceChildren(oo(a)))},open(){d.beforeOpen(),t.classList.remove("solitaire-hidden"),e.classList.add("solitaire-rules-open"),d.shade(),t.scrollTop=0,t.focus({preventScroll:!0})},close:c,toggle(){t.classList.contains("solitaire-hidden")?this.open():c()},destroy(){e.classList.remove("solitaire-rules-open"),t.remove(),d.shade()}}}var dt="solitaire-replay-style",io=`
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
`,Q=e=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${e}" fill="currentColor"/></svg>`,Le={first:Q("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:Q("M3 2h2v12H3zM13 2v12L6 8z"),play:Q("M4 2v12l10-6z"),pause:Q("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:Q("M3 2v12l7-6zM11 2h2v12h-2z"),last:Q("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},be={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},no=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function so(e){let o=e.ownerDocument,t=e.getRootNode(),r=t&&t.nodeType===11?t:o.head;if(r.querySelector(`#${dt}`))return;let i=o.createElement("style");i.id=dt,i.textContent=io,r.appendChild(i)}var ut=new WeakMap;function ao(e,o){let t=e.frames,r=o;for(;r>0&&Array.isArray(t[r]);)r--;let i=ut.get(e),n,s;if(i&&i.i<=o&&i.i>=r){if(i.i===o)return i;r=i.i,n=i.p.slice(),s=i.d&&i.d.slice()}else{let d=t[r];n=d.p.slice(),s=d.d?d.d.slice():null}for(let d=r+1;d<=o;d++)for(let[a,u,y,m]of t[d])n[a]=n[a].slice(0,2*u)+y,s&&m!==void 0&&(s[a]=m);let c={i:o,p:n,d:s};return ut.set(e,c),c}function lo(e,o){if(e.said){let t=e.texts,r=e.said[o];return{action:t[r[0]],rule:t[r[1]],comment:t[r[2]]||null,effects:r.slice(3).map(i=>t[i])}}return e.parts?e.parts[o]:{action:e.narration&&e.narration[o]||"",rule:"",effects:[],comment:null}}function co(e,o){let t=e.last_move?e.last_move[o]:null;if(!Array.isArray(t))return t??null;let r=i=>typeof i=="number"?e.piles[i].id:i;return{src:r(t[0]),dst:r(t[1]),count:t[2]}}function ft(e,o){let t=ao(e,o),r=0,i=e.piles.map((c,d)=>{let a=t.p[d],u=[];for(let m=0;m<a.length;m+=2){let b=a.slice(m,m+2);u.push(b==="--"?null:b)}c.kind==="stock"&&(r=u.length);let y={...c,cards:u};return t.d&&(y.face_down=t.d[d]),y}),n=e.labels||{},s=e.won?e.won.includes(o):e.status&&e.status[o]==="won";return{version:o,variant:e.variant,title:e.title,layout:e.layout,draw_count:e.draw_count,lang:e.lang,deal:e.deal,move_count:o,status:s?"won":"playing",piles:i,legal:{},auto:{},hint:null,last_move:co(e,o),message:null,stock_label:r>1?"":String(r),show_targets:!1,labels:e.table_labels&&Object.keys(e.table_labels).length?e.table_labels:{stock:n.stock,waste:n.waste,foundation:n.foundation,pile:n.pile,empty:n.empty,face_up:n.face_up,face_down:n.face_down}}}function q(e,o,t={}){let r=document.createElement(e);return r.className=o,Object.assign(r,t),r}function pt(e,o,t={}){ge(e),so(e);let r=o.frames.length-1,i=o.labels||{},n=q("div","solitaire-root solitaire-replay",{tabIndex:0});n.setAttribute("data-lm-suppress-shortcuts","true"),n.setAttribute("role","region"),n.setAttribute("aria-label",o.title||"Replay");let s=q("div","solitaire-replay-bar"),c=(_,H,P)=>{let ee=q("button",`solitaire-btn solitaire-replay-btn ${_}`,{type:"button",innerHTML:Le[H],title:`${P} (${(H==="play"||H==="pause")&&i.space||be[H]})`});return ee.setAttribute("aria-label",P),ee},d=c("solitaire-replay-first","first",i.first||"First"),a=c("solitaire-replay-prev","prev",i.prev||"Previous"),u=c("solitaire-replay-play","play",i.play||"Play"),y=c("solitaire-replay-next","next",i.next||"Next"),m=c("solitaire-replay-last","last",i.last||"Last"),b=q("input","solitaire-replay-scrub",{type:"range",min:0,max:r,step:1,value:0});b.setAttribute("aria-label",i.scrubber||"Position");let f=q("span","solitaire-replay-counter");s.append(d,a,u,y,m,b,f);let l=o.table_labels||{},h=null,p=null;o.rules_html&&(p=q("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:l.rules||i.rules||"Rules"}),p.setAttribute("aria-expanded","false"),s.append(p));let w=q("div","solitaire-replay-narration",{role:"status"});w.setAttribute("aria-live","polite");let $=q("div","solitaire-replay-comment",{role:"status"});$.setAttribute("aria-live","polite");let v=q("div","solitaire-replay-table");v.style.position="relative",n.append(s,w,$,v),e.appendChild(n);let C=Qe(n),T=et(n);p&&(h=ct(v,{onClose:()=>{p.setAttribute("aria-expanded","false"),p.focus()}}),h.set(o.rules_html,{rules:l.rules||i.rules,close:l.close||i.close}),p.addEventListener("click",()=>{h.toggle(),p.setAttribute("aria-expanded",String(h.isOpen))}));let E=Math.max(0,Math.min(r,t.index??0)),g=lt(v,ft(o,E),{interactive:!1,showFaceDown:!!o.show_face_down,width:t.width}),x=null,S=()=>{g.update(ft(o,E)),b.value=String(E),f.textContent=E===0?i.deal||"Deal":(i.position||"Move {i} of {n}").replace("{i}",String(E)).replace("{n}",String(r));let _=lo(o,E);w.textContent=[_.action,_.rule,..._.effects||[]].filter(Boolean).join(" "),$.textContent=_.comment||"";let H=X(n),P=E===0,ee=E===r,se=(P&&(H===d||H===a)?y:null)??(ee&&(H===y||H===m)?a:null);d.disabled=a.disabled=P,y.disabled=m.disabled=ee,se&&!se.disabled?se.focus({preventScroll:!0}):se&&b.focus({preventScroll:!0}),n.dataset.index=String(E)},L=(_,H=!0)=>{let P=Math.max(0,Math.min(r,Math.round(_)));P!==E&&(E=P,S(),H&&t.onIndex&&t.onIndex(E))},A=!1,I=_=>{u.innerHTML=_?Le.pause:Le.play;let H=_?i.pause||"Pause":i.play||"Play";u.setAttribute("aria-label",H),u.title=`${H} (${i.space||(_?be.pause:be.play)})`,n.dataset.playing=String(_)},R=(_=!1)=>{let H=x!==null||A;x!==null&&clearInterval(x),x=null,A=!1,I(!1),H&&!_&&t.onPlaying?.(!1)},ne=()=>x!==null||A,B=()=>{A=!1,E===r&&L(0),I(!0),t.onPlaying?.(!0),x=setInterval(()=>{E>=r?R():L(E+1)},V)},V=t.interval??900;return d.addEventListener("click",()=>{R(),L(0)}),a.addEventListener("click",()=>{R(),L(E-1)}),y.addEventListener("click",()=>{R(),L(E+1)}),m.addEventListener("click",()=>{R(),L(r)}),u.addEventListener("click",()=>ne()?R():B()),b.addEventListener("input",()=>{R(),L(Number(b.value))}),n.addEventListener("keydown",_=>{if(!no.has(_.key)||_.altKey||_.ctrlKey||_.metaKey)return;_.stopPropagation();let P={ArrowLeft:()=>{R(),L(E-1)},ArrowRight:()=>{R(),L(E+1)},Home:()=>{R(),L(0)},End:()=>{R(),L(r)}," ":()=>ne()?R():B()}[_.key];P&&!(_.target instanceof HTMLButtonElement&&_.key===" ")&&(_.preventDefault(),P())}),S(),n.dataset.playing="false",{root:n,table:g,get index(){return E},get driving(){return x!==null},follow(_){if(!_)return R(!0);x===null&&(A=!0,I(!0))},seek:L,step:()=>L(E+1),back:()=>L(E-1),play:B,pause:R,setInterval(_){!(_>0)||_===V||(V=_,x!==null&&(clearInterval(x),x=null,B()))},destroy(){R(),C(),T(),h?.destroy(),g.destroy(),n.remove()}}}function uo({model:e,el:o}){let t=null,r=()=>{t&&t.destroy(),t=null;let d=e.get("_frames");!d||!d.frames||!d.frames.length||(t=pt(o,d,{index:e.get("index")??0,interval:e.get("interval")??900,onIndex:a=>{e.set("index",a),e.save_changes()},onPlaying:a=>{e.set("_playing",a),e.save_changes()}}))},i=()=>t?.follow(!!e.get("_playing")),n=()=>t?.setInterval(e.get("interval")),s=()=>{let d=e.get("index");t&&typeof d=="number"&&t.index!==d&&t.seek(d,!1)};r();let c=null;if(e.get("_playing")){t?.follow(!0);let d=e.get("index");c=setTimeout(()=>{e.get("_playing")&&e.get("index")===d&&!t?.driving&&(e.set("_playing",!1),e.save_changes())},3*(e.get("interval")??900))}return e.on("change:_playing",i),e.on("change:index",s),e.on("change:interval",n),e.on("change:_frames",r),()=>{clearTimeout(c),t?.driving&&(e.set("_playing",!1),e.save_changes()),e.off("change:_playing",i),e.off("change:index",s),e.off("change:interval",n),e.off("change:_frames",r),t&&t.destroy()}}var Bo={render:uo};export{Bo as default};
