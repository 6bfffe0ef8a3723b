var SolitaireReplay=(()=>{var re=Object.defineProperty;var Ue=Object.getOwnPropertyDescriptor;var Oe=Object.getOwnPropertyNames;var We=Object.prototype.hasOwnProperty;var Be=(e,o)=>{for(var t in o)re(e,t,{get:o[t],enumerable:!0})},qe=(e,o,t,r)=>{if(o&&typeof o=="object"||typeof o=="function")for(let i of Oe(o))!We.call(e,i)&&i!==t&&re(e,i,{get:()=>o[i],enumerable:!(r=Ue(o,i))||r.enumerable});return e};var Ke=e=>qe(re({},"__esModule",{value:!0}),e);var Et={};Be(Et,{default:()=>_t,expandFrame:()=>oe,mountReplay:()=>Pe});var Ve="#c0142c",Ze="#1b1e24";function Y(e){let o=e[0],t=e[1];return{rank:o,suit:t,red:t==="H"||t==="D"}}function ge(e){return e==="T"?"10":e}var Ye={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function B(e,o,t,r,i,a=!1){let l=r/100,c=a?" rotate(180 50 50)":"";return`<path d="${Ye[e]}" fill="${i}" transform="translate(${ie(o-r/2)} ${ie(t-r/2)}) scale(${ie(l)})${c}"/>`}function ie(e){return Number.isInteger(e)?String(e):e.toFixed(2)}var T=31,H=50,D=69,j=29,R=111,I=70,V=56.3,Z=83.7,fe={2:[[H,j],[H,R]],3:[[H,j],[H,I],[H,R]],4:[[T,j],[D,j],[T,R],[D,R]],5:[[T,j],[D,j],[H,I],[T,R],[D,R]],6:[[T,j],[D,j],[T,I],[D,I],[T,R],[D,R]],7:[[T,j],[D,j],[H,49.5],[T,I],[D,I],[T,R],[D,R]],8:[[T,j],[D,j],[H,49.5],[T,I],[D,I],[H,90.5],[T,R],[D,R]],9:[[T,j],[D,j],[T,V],[D,V],[H,I],[T,Z],[D,Z],[T,R],[D,R]],T:[[T,j],[D,j],[H,42.6],[T,V],[D,V],[T,Z],[D,Z],[H,97.4],[T,R],[D,R]]},he=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function Xe(e,o,t){let r=ge(e),i=r.length>1;return`<text x="${i?12.6:11.5}" y="23" text-anchor="middle" font-size="${i?19:22}"${i?' letter-spacing="-2.2"':""} ${he} fill="${t}">${r}</text>`+B(o,11.5,31.5,12,t)}function Ge(e,o,t,r){let l=o-13,c=t-14/2;return`<polygon points="${e==="K"?`${l},${c+14} ${l},${c} ${l+26*.25},${c+14*.55} ${l+26/2},${c-2} ${l+26*.75},${c+14*.55} ${l+26},${c} ${l+26},${c+14}`:`${l},${c+14} ${l+2},${c+3} ${l+26*.3},${c+14*.6} ${l+26/2},${c+1} ${l+26*.7},${c+14*.6} ${l+26-2},${c+3} ${l+26},${c+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${c+14*.72}" r="2" fill="${r}"/>`}function Je(e,o,t){return`<path d="M${e-11} ${o+7}C${e-6} ${o-8} ${e+6} ${o-10} ${e+13} ${o-7}C${e+5} ${o-3} ${e-2} ${o+2} ${e-11} ${o+7}Z" fill="#e7b53c" stroke="${t}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${e-11} ${o+7}L${e+9} ${o-6}" stroke="${t}" stroke-width="0.9"/>`}function Qe(e,o,t,r){let i=(e==="J"?Je(50,30,t):Ge(e,50,30,t))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${he} fill="${t}">${e}</text>`+B(o,32.5,29,10,t)+B(o,67.5,29,10,t);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${t}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${t}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${t}" stroke-opacity="0.4" stroke-width="0.8"/>`+i+`<g transform="rotate(180 50 70)">${i}</g>`}function X(e,o={}){let{rank:t,suit:r,red:i}=Y(e),a=i?Ve:Ze,l=Xe(t,r,a),c="";if(t==="A")c=B(r,50,70,r==="S"?46:40,a),r==="S"&&(c+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${a}" stroke-opacity="0.25" stroke-width="1"/>`);else if(fe[t]){let d=t==="T"||t==="9"?17:18;c=fe[t].map(([s,p])=>B(r,s,p,d,a,p>I+1)).join("")}else c=Qe(t,r,a,o.courtFill??"#fbf1d6");return'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>'+l+`<g transform="rotate(180 50 70)">${l}</g>`+c}function xe(e){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${e})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function be(e){return`<pattern id="${e}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#1d3f74"/><path d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${e}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function me(e,o){let{rank:t,suit:r}=Y(e),i=o?.ranks?.[t]??ge(t),a=o?.suits?.[r]??r;return(o?.card_name??"{rank} of {suit}").replace("{rank}",i).replace("{suit}",a)}var et={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},ne=3;function tt(e){let o=e.draw_count;return typeof o=="number"&&o>=1?Math.min(o,ne):ne}function G(e,o,t={}){let r={...et,...t};return(e.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?at(e,o,r):nt(e,o,r)}function ve(e,o,t,r){let i=e/(o+(o-1)*t+2*t);return Math.max(r.minCardW,Math.min(r.maxCardW,i))}var S=e=>Math.round(e*100)/100;function U(e,o,t){let r=e.cards.length,i=e.face_down??0,a=e.cards.map((l,c)=>({index:c,code:l,faceUp:l!==null&&c>=i,x:o.x,y:o.y}));return{id:e.id,kind:e.kind,fan:"square",slot:o,drop:ot(o,t),cards:a,count:r}}function ot(e,o){return{x:S(e.x-o),y:S(e.y-o),w:S(e.w+2*o),h:S(e.h+2*o)}}function rt(e,o,t,r,i,a){let l=e.cards.length,c=r.faceDownStep*t,d=r.faceUpStep*t,s=e.cards.slice(0,-1).map(n=>n===null?"d":"u"),p=()=>s.reduce((n,f)=>n+(f==="d"?c:d),0);if(i!==void 0&&l>1){let n=i-o.y-t,f=p();if(f>n&&n>0){let g=Math.max(.35,n/f);c*=g,d*=g}}let v=o.y,u=e.cards.map((n,f)=>{let g={index:f,code:n,faceUp:n!==null&&f>=(e.face_down??0),x:o.x,y:S(v)};return v+=n===null?c:d,g}),w=l?u[l-1].y+t:o.y+t;return{id:e.id,kind:e.kind,fan:"down",slot:o,drop:{x:S(o.x-a),y:S(o.y-a),w:S(o.w+2*a),h:S(w-o.y+t*.35+a)},cards:u,count:l}}function it(e,o,t,r,i,a){let l=e.cards.length,c=Math.max(0,l-a),d=r.wasteFan*t,s=e.cards.map((v,u)=>({index:u,code:v,faceUp:v!==null,x:S(o.x+Math.max(0,u-c)*d),y:o.y})),p=l?s[l-1].x+t:o.x+t;return{id:e.id,kind:e.kind,fan:"right",slot:o,drop:{x:S(o.x-i),y:S(o.y-i),w:S(p-o.x+2*i),h:S(o.h+2*i)},cards:s,count:l,shown:a}}function nt(e,o,t){let r=e.piles,i=r.filter(h=>h.kind==="foundation"),a=r.filter(h=>h.kind==="tableau"),l=Math.max(7,a.length,i.length+3),c=.14,d=ve(o,l,c,t),s=d*1.4,p=d*c,v=l*d+(l-1)*p,u=Math.max(p,(o-v)/2),w=h=>S(u+h*(d+p)),n=p,f=Math.max(14,s*.14),g=n+s+f+p*.6,k=p/2,M=(a.length?Math.max(0,a.length-1)*t.faceDownStep+Math.max(0,t.faceUpRoom-1)*t.faceUpStep:0)*s,_=g+s+M+p,x=t.maxHeight?Math.min(_,t.maxHeight):_,m=x-p,b={},$=[];for(let h of r){let L;if(h.kind==="stock")L=U(h,{x:w(0),y:n,w:d,h:s},k),L.label={x:S(w(0)+d/2),y:S(n+s+f*.8),text:""};else if(h.kind==="waste")L=it(h,{x:w(1),y:n,w:d,h:s},d,t,k,tt(e));else if(h.kind==="foundation"){let A=i.indexOf(h);L=U(h,{x:w(l-i.length+A),y:n,w:d,h:s},k)}else{let A=a.indexOf(h);L=rt(h,{x:w(A),y:S(g),w:d,h:s},s,t,m,k);let C=L.cards.length?L.cards[L.cards.length-1].y+s:g+s;x=Math.max(x,C+p)}b[h.id]=L,$.push(h.id)}return{width:S(o),height:S(x),cardW:S(d),cardH:S(s),gap:S(p),kind:"klondike",piles:b,order:$}}function at(e,o,t){let r=e.piles,i=r.filter(h=>h.kind==="foundation"),a=r.filter(h=>h.kind==="tableau"),l=Math.max(i.length,Math.ceil(a.length/2),1),c=l+1,d=.16,s=ve(o,c,d,t),p=s*1.4,v=s*d,u=c*s+(c-1)*v,w=Math.max(v,(o-u)/2),n=h=>S(w+h*(s+v)),f=v,g=Math.max(14,p*.15),k=[f+p+g+v*.9];k.push(k[0]+p+v*1.1);let M=v/2,_={},x=[0,0];a.forEach((h,L)=>{let A=Math.min(1,Math.max(0,typeof h.row=="number"?h.row:L<l?0:1));_[h.id]={row:A,col:x[A]++}});let m={},b=[];for(let h of r){let L;if(h.kind==="stock")L=U(h,{x:n(0),y:f,w:s,h:p},M),L.label={x:S(n(0)+s/2),y:S(f+p+g*.8),text:""};else if(h.kind==="waste")L=U(h,{x:n(0),y:S(k[0]),w:s,h:p},M);else if(h.kind==="foundation"){let A=i.indexOf(h),C=n(1+A);L=U(h,{x:C,y:f,w:s,h:p},M),L.label={x:S(C+s/2),y:S(f+p+g*.8),text:h.label??""}}else{let{row:A,col:C}=_[h.id];L=U(h,{x:n(1+C%l),y:S(k[A]),w:s,h:p},M)}m[h.id]=L,b.push(h.id)}let $=k[1]+p+v*1.2;return{width:S(o),height:S($),cardW:S(s),cardH:S(p),gap:S(v),kind:"matrimony",piles:m,order:b}}function q(e){return e.fan==="down"?e.cards:e.fan==="right"?e.cards.slice(-(e.shown??ne)):e.cards.slice(-1)}function J(e,o,t){let r=e.cards[e.cards.length-1];return r?{x:r.x,y:r.y,w:o,h:t}:e.slot}function ye(e,o,t){return o>=e.x&&o<=e.x+e.w&&t>=e.y&&t<=e.y+e.h}function ke(e,o,t){let{cardW:r,cardH:i}=e;for(let a=e.order.length-1;a>=0;a--){let l=e.piles[e.order[a]],c=q(l);for(let d=c.length-1;d>=0;d--){let s=c[d];if(ye({x:s.x,y:s.y,w:r,h:i},o,t))return{pile:l.id,index:l.fan==="down"?s.index:l.count-1}}if(!c.length&&ye(l.slot,o,t))return{pile:l.id,index:-1}}return null}function $e(e,o,t){let r=null,i=0;for(let a of e.order){if(a===t)continue;let l=e.piles[a];if(l.kind==="stock")continue;let c=l.drop,d=Math.min(o.x+o.w,c.x+c.w)-Math.max(o.x,c.x),s=Math.min(o.y+o.h,c.y+c.h)-Math.max(o.y,c.y);if(d<=0||s<=0)continue;let p=d*s;p>i&&(i=p,r=a)}return i>=.12*o.w*o.h?r:null}function Q(e){let o=[];for(let t of e.order){let r=e.piles[t];if(r.fan==="down"){let i=r.cards.filter(a=>a.faceUp);if(i.length)for(let a of i)o.push({pile:t,index:a.index});else o.push({pile:t,index:r.count-1})}else o.push({pile:t,index:r.count-1})}return o}function we(e,o){let t=e.piles[o.pile],r=o.index>=0?t.cards[o.index]:null,i=r?r.x:t.slot.x,a=r?r.y:t.slot.y;return{x:i+e.cardW/2,y:a+(r&&t.fan==="down"?e.cardH*.12:e.cardH/2)}}function Se(e,o,t){let r=Q(e);if(!r.length)return null;if(!o)return r[0];let i=r.find(d=>d.pile===o.pile&&d.index===o.index)??r.find(d=>d.pile===o.pile);if(!i)return r[0];if(t==="up"||t==="down"){let d=r.filter(p=>p.pile===i.pile),s=d.indexOf(i)+(t==="down"?1:-1);if(s>=0&&s<d.length)return d[s]}let a=we(e,i);if(t==="left"||t==="right"){let d=e.piles[i.pile].slot.y,s=null,p=1/0;for(let u of e.order){let w=e.piles[u];if(u===i.pile||Math.abs(w.slot.y-d)>1)continue;let n=(w.slot.x-e.piles[i.pile].slot.x)*(t==="right"?1:-1);n>1&&n<p&&(p=n,s=u)}if(!s)return i;let v=r.filter(u=>u.pile===s);return v[v.length-1]}let l=null,c=1/0;for(let d of r){if(d.pile===i.pile)continue;let s=we(e,d),p=t==="up"?a.y-s.y:s.y-a.y,v=Math.abs(s.x-a.x);if(p<=1)continue;let u=p+3*v;u<c&&(c=u,l=d)}return l??i}function Me(e,o){if(e.version===o.version)return;let t=e.last_move;if(!t||t.src!==o.src||t.dst!==o.dst||typeof e.move_count=="number"&&e.move_count<=o.moves)return null;let r=e.piles.find(a=>a.id===o.dst);if(!r||!r.cards.length)return null;let i=typeof t.count=="number"?t.count:o.count;return{pile:r.id,index:Math.max(0,r.cards.length-i)}}function ae(e,o){return`${e}/${o}`}function se(e,o){return e.piles.find(t=>t.id===o)}function ee(e,o,t){let r=se(e,o);return r?Math.max(0,r.cards.length-t):0}function z(e,o,t,r=!0){let i=se(e,o);return!i||t<0||t>=i.cards.length||i.kind==="stock"||i.cards[t]===null?!1:t===i.cards.length-1||Object.prototype.hasOwnProperty.call(e.legal??{},ae(o,t))?!0:i.kind==="tableau"&&r}function Le(e,o,t){return(e.legal??{})[ae(o,t)]??[]}function le(e,o,t,r){return{kind:"move",src:o,dst:r,count:ee(e,o,t),version:e.version}}function Ae(e,o,t){return{kind:"auto",src:o,count:ee(e,o,t),version:e.version}}function ce(e){return{kind:"stock",version:e.version}}function Ce(e,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return ce(e);case"h":return e.hint_available?{kind:"hint"}:null;default:return null}}function st(e,o){return String(e).replace(/\{(\w+)\}/g,(t,r)=>r in o?String(o[r]):t)}function lt(e,o){let t=e.labels??{};if(o==="stock")return t.stock??"Stock";if(o==="waste")return t.waste??"Waste";let r=/^([ft])(\d+)$/.exec(o);return r?st(r[1]==="f"?t.foundation??"Foundation {n}":t.pile??"Pile {n}",{n:r[2]}):o}function _e(e,o,t){let r=e.labels??{},i=se(e,o),a=lt(e,o);if(!i||t<0||t>=i.cards.length){let c=o==="stock"&&e.stock_label?`, ${e.stock_label}`:"";return`${a}, ${r.empty??"empty"}${c}`}let l=i.cards[t];return o==="stock"?`${a}${e.stock_label?", "+e.stock_label:""}, ${r.face_down??"face down"}`:l===null?`${a}, ${r.face_down??"face down"}`:`${me(l,r)}, ${a}, ${r.face_up??"face up"}`}var ct=5,dt=400;function Ee(e,o,t,r=!0){return t?t.pile==="stock"?{selection:null,intent:ce(e)}:o?t.pile===o.pile?t.index!==o.index&&z(e,t.pile,t.index,r)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:le(e,o.pile,o.index,t.pile)}:z(e,t.pile,t.index,r)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function ut(e,o,t,r=!0){return Ee(e,o,t,r)}function Te(e){let{root:o,svg:t}=e,r=null,i=null,a=n=>e.layout.piles[n]?.fan==="down",l=n=>{n&&e.emit(n)},c=n=>{if(n.button!==0||r&&r.dragging)return;e.pendingFocus=null;let f=e.toLocal(n.clientX,n.clientY),g=ke(e.layout,f.x,f.y);r={id:n.pointerId,hit:g,cx:n.clientX,cy:n.clientY,x:f.x,y:f.y,dragging:!1};let M=n.target.closest?.("[data-stop]");M&&(e.focus={pile:M.getAttribute("data-pile")??"",index:Number(M.getAttribute("data-stop")?.split("/")[1])});try{t.setPointerCapture(n.pointerId)}catch{}g&&z(e.snapshot,g.pile,g.index,a(g.pile))&&(n.preventDefault(),o.focus({preventScroll:!0}))},d=n=>{if(!r||n.pointerId!==r.id)return;let f=r.hit;if(!r.dragging){if(Math.hypot(n.clientX-r.cx,n.clientY-r.cy)<ct||!f||!z(e.snapshot,f.pile,f.index,a(f.pile)))return;r.dragging=!0,i=null,e.selection=null,e.drag={src:f.pile,index:f.index,count:ee(e.snapshot,f.pile,f.index),dx:0,dy:0,over:null},e.repaint()}let g=e.toLocal(n.clientX,n.clientY),k=g.x-r.x,M=g.y-r.y;e.moveDrag(k,M);let _=e.drag;if(!_)return;let x=e.layout.piles[_.src].cards[_.index],m=$e(e.layout,{x:x.x+k,y:x.y+M,w:e.layout.cardW,h:e.layout.cardH},_.src);m!==_.over&&(_.over=m,e.repaint())},s=n=>{if(!r||n.pointerId!==r.id)return;let f=r;if(r=null,f.dragging){let g=e.drag;e.drag=null,e.selection=null,g&&g.over&&g.over!==g.src&&l(le(e.snapshot,g.src,g.index,g.over)),e.repaint();return}v(f.hit,n.timeStamp)},p=()=>{r=null,e.drag&&(e.drag=null,e.repaint())},v=(n,f)=>{let g=e.snapshot;if(n&&i&&i.pile===n.pile&&i.index===n.index&&f-i.t<dt){i=null,z(g,n.pile,n.index,a(n.pile))&&l(Ae(g,n.pile,n.index)),e.select(null);return}let{selection:k,intent:M}=Ee(g,e.selection,n,n?a(n.pile):!0);i=n&&!M&&n.pile!=="stock"&&z(g,n.pile,n.index,a(n.pile))?{...n,t:f}:null,n&&(e.focus=n.index>=0||e.layout.piles[n.pile].count===0?n:e.focus),l(M),k!==e.selection&&e.select(k)},u=n=>{if(n.altKey||n.ctrlKey||n.metaKey)return;let f=e.snapshot,g={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(n.key in g){n.preventDefault();let M=Se(e.layout,e.focus,g[n.key]);M&&e.focusStop(M);return}if(n.key==="Enter"||n.key===" "){if(n.preventDefault(),!e.focus){e.focusStop(null);return}let M=e.focus,{selection:_,intent:x}=ut(f,e.selection,M,a(M.pile));e.pendingFocus=x&&x.kind==="move"?{src:x.src,dst:x.dst,count:x.count,version:f.version,moves:typeof f.move_count=="number"?f.move_count:-1}:null,l(x),e.select(_);return}if(n.key==="?"){n.preventDefault(),e.options.onHelp?.();return}if(n.key==="Escape"){(e.selection||e.drag)&&(n.preventDefault(),r=null,e.drag=null,e.select(null));return}let k=Ce(f,n.key);k&&(n.preventDefault(),e.select(null),l(k))},w=n=>{let f=n.target.closest?.("[data-stop]");if(!f)return;let[g,k]=(f.getAttribute("data-stop")??"").split("/");e.focus={pile:g,index:Number(k)}};return t.addEventListener("pointerdown",c),t.addEventListener("pointermove",d),t.addEventListener("pointerup",s),t.addEventListener("pointercancel",p),t.addEventListener("lostpointercapture",p),o.addEventListener("keydown",u),o.addEventListener("focusin",w),()=>{t.removeEventListener("pointerdown",c),t.removeEventListener("pointermove",d),t.removeEventListener("pointerup",s),t.removeEventListener("pointercancel",p),t.removeEventListener("lostpointercapture",p),o.removeEventListener("keydown",u),o.removeEventListener("focusin",w)}}var pt=`
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
.solitaire-hidden { display: none !important; }
.solitaire-undo, .solitaire-redo { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-root { container-type: inline-size; }
/* a narrow table (a notebook cell is ~860 px): Undo/Redo show their arrows only */
@container (max-width: 940px) {
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
`;function te(e){let o=e.getRootNode?e.getRootNode():document,t=o&&o.nodeType===11?o:document.head;if(!t||t.querySelector&&t.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=pt,t.appendChild(r)}var De=new Set(["dark","dark-mode","dark-theme","theme-dark"]),je=new Set(["light","light-mode","light-theme","theme-light"]),He=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function ft(e){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(e);if(o){let c=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],c]}if(typeof document>"u")return null;let t=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!t)return null;t.clearRect(0,0,1,1),t.fillStyle="#00000000",t.fillStyle=e,t.fillRect(0,0,1,1);let[r,i,a,l]=t.getImageData(0,0,1,1).data;return[r,i,a,l/255]}function gt(e){let o=t=>{let r=t/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*o(e[0])+.7152*o(e[1])+.0722*o(e[2])}function ht(e){let o=e;for(;o;){if(o.nodeType===1){let t=ft(getComputedStyle(o).backgroundColor);if(t&&t[3]>=.5)return t}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function Re(e){if(!e)return null;for(let o of e.classList){if(De.has(o))return"dark";if(je.has(o))return"light"}for(let o of He){let t=(e.getAttribute(o)||"").toLowerCase();if(De.has(t))return"dark";if(je.has(t))return"light"}return null}function xt(e){let o=e.ownerDocument||document,t=o.body,r=o.documentElement,i=t&&t.getAttribute("data-jp-theme-light");if(i==="true"||i==="false")return{scheme:i==="true"?"light":"dark",source:"jupyter"};let a=t?`${t.className} ${t.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(a))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(a))return{scheme:"dark",source:"vscode"};let l=Re(t)||Re(r);if(l)return{scheme:l,source:"page"};let c=e.isConnected?ht(e.parentNode||e):null;if(c)return{scheme:gt(c)<.18?"dark":"light",source:"background"};let d=e.nodeType===1?getComputedStyle(e).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}function Ie(e){let o=()=>{let{scheme:c,source:d}=xt(e);if(e.dataset.theme===c&&e.dataset.themeSource===d)return;e.classList.add("solitaire-no-transition"),e.classList.toggle("solitaire-dark",c==="dark"),e.classList.toggle("solitaire-light",c==="light");let s=d==="prefers-color-scheme"||d==="color-scheme";e.classList.toggle("solitaire-own-bg",s),e.dataset.theme=c,e.dataset.themeSource=d,e.offsetHeight,e.classList.remove("solitaire-no-transition")};o();let t=e.ownerDocument||document,r=new MutationObserver(o),i=["class","data-jp-theme-light","data-vscode-theme-kind","style",...He];for(let c of[t.documentElement,t.body])c&&r.observe(c,{attributes:!0,attributeFilter:i});let a=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;a?.addEventListener?.("change",o);let l=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{r.disconnect(),a?.removeEventListener?.("change",o),l&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(l)}}var bt="http://www.w3.org/2000/svg",mt=0;function K(e){return String(e).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var y=e=>(Math.round(e*100)/100).toString();function ze(e,o,t={}){te(e);let r=`solitaire${++mt}`,i=t.interactive!==!1,a=document.createElement("div");a.className="solitaire-table"+(i?" solitaire-interactive":""),i&&(a.tabIndex=-1,a.setAttribute("data-lm-suppress-shortcuts","true"));let l=document.createElementNS(bt,"svg");l.setAttribute("class","solitaire-svg"),l.setAttribute("role","group"),a.appendChild(l),e.appendChild(a);let c=()=>t.width??(a.clientWidth||e.clientWidth||760),d=c(),s={root:a,svg:l,options:t,snapshot:o,layout:G(o,d,t),selection:null,drag:null,focus:null,pendingFocus:null,update(u){let w=G(u,d,t);s.snapshot=u,s.layout=w;let n=s.selection;if(n&&!z(u,n.pile,n.index,u.layout!=="matrimony")&&(s.selection=null),s.drag=null,s.pendingFocus){let f=Me(u,s.pendingFocus);f!==void 0&&(s.pendingFocus=null),f&&(s.focus=f)}s.repaint()},relayout(){let u=c();if(!(Math.abs(u-d)<1)){d=u;try{s.layout=G(s.snapshot,d,t),s.repaint()}catch(w){console.warn("solitaire_widget: the table could not be laid out again",w)}}},repaint(){let u=a.getRootNode().activeElement??document.activeElement,w=a.contains(u)&&u!==a;l.innerHTML=vt(s,r);let{width:n,height:f}=s.layout;l.setAttribute("viewBox",`0 0 ${y(n)} ${y(f)}`),l.setAttribute("aria-label",s.snapshot.title??"Solitaire"),a.classList.toggle("solitaire-dragging",!!s.drag),w&&s.focusStop(s.focus)},select(u){s.selection=u,s.repaint()},toLocal(u,w){let n=l.getBoundingClientRect(),f=n.width?s.layout.width/n.width:1;return{x:(u-n.left)*f,y:(w-n.top)*f}},moveDrag(u,w){if(!s.drag)return;s.drag.dx=u,s.drag.dy=w;let n=l.querySelector(".solitaire-drag");n&&n.setAttribute("transform",`translate(${y(u)} ${y(w)})`)},focusStop(u){let w=Q(s.layout),n=u&&w.find(g=>g.pile===u.pile&&g.index===u.index);if(!n&&u){let g=w.filter(k=>k.pile===u.pile);n=g[g.length-1]}if(n=n??w[0],!n)return;s.focus=n;let f=l.querySelector(`[data-stop="${n.pile}/${n.index}"]`);if(f){for(let g of l.querySelectorAll(`[data-pile="${n.pile}"][tabindex="0"]`))g.setAttribute("tabindex","-1");f.setAttribute("tabindex","0"),f.focus({preventScroll:!0})}},emit(u){t.onIntent?.(u)},destroy(){p?.(),v?.disconnect(),a.remove()}};s.repaint();let p=i?Te(s):null,v=null;if(t.width===void 0&&typeof ResizeObserver<"u"){let u=0;v=new ResizeObserver(()=>{cancelAnimationFrame(u),u=requestAnimationFrame(()=>s.relayout())}),v.observe(a)}return s}function vt(e,o){let t=e.snapshot,r=e.layout,{cardW:i,cardH:a}=r,l=i/100,c=e.options.showTargets??t.show_targets??!0,d=e.options.interactive!==!1,s=e.drag,p=s?{pile:s.src,index:s.index}:e.selection,v=d?Q(r):[],u=new Set(v.map(x=>`${x.pile}/${x.index}`)),w={};for(let x of v)w[x.pile]=`${x.pile}/${x.index}`;e.focus&&u.has(`${e.focus.pile}/${e.focus.index}`)&&(w[e.focus.pile]=`${e.focus.pile}/${e.focus.index}`);let n=(x,m)=>{let b=`${x}/${m}`;return u.has(b)?` data-stop="${b}" tabindex="${w[x]===b?0:-1}" role="button" aria-label="${K(_e(t,x,m))}"`:""},f=x=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${x+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${x+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,g=[`<defs>${be(o)}</defs>`],k=[];for(let x of r.order){let m=r.piles[x],b=t.piles.find($=>$.id===x);if(b){if(g.push(`<g class="solitaire-pile solitaire-pile-${m.kind}" data-pile-id="${x}">`),g.push(kt(t,m,b,i,a,o,n(x,-1),f(10))),m.fan==="square"&&m.count>1){let $=Math.min(3,Math.ceil(m.count/8));for(let h=$;h>=1;h--)g.push(`<rect x="${y(m.slot.x+h*1.1)}" y="${y(m.slot.y+h*1.4)}" width="${y(i)}" height="${y(a)}" rx="${y(7*l)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let $ of q(m)){let h=s&&s.src===x&&$.index>=s.index,A=`solitaire-card${d&&$.faceUp&&z(t,x,$.index,m.fan==="down")?" solitaire-pickable":""}${x==="stock"?" solitaire-stock-hit":""}`,C=yt($.code,$.faceUp,!!e.options.showFaceDown,o),P=h||m.fan!=="down"&&$.index!==m.count-1?"":n(x,$.index),E=`<g class="${A}" data-pile="${x}" data-index="${$.index}"${$.code&&$.faceUp?` data-card="${$.code}"`:""}${P} transform="translate(${y($.x)} ${y($.y)}) scale(${y(l)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+C+(P?f(10):"")+"</g>";h?k.push(E):g.push(E)}if(m.fan==="square"&&m.count>1&&(m.kind==="tableau"||m.kind==="foundation"||m.kind==="stock")&&g.push(wt(m,i,a,m.count)),m.label&&m.kind==="stock"&&t.stock_label){let $=Math.max(9,.14*i),h=i+r.gap*.8,L=String(t.stock_label).length*$*.58>h?` textLength="${y(h)}" lengthAdjust="spacingAndGlyphs"`:"";g.push(`<text class="solitaire-pile-label" x="${y(m.label.x)}" y="${y(m.label.y)}" text-anchor="middle" font-size="${y($)}"${L}>${K(t.stock_label)}</text>`)}else if(m.label&&m.label.text){let $=b.dir==="down"?"\u2193 ":b.dir==="up"?"\u2191 ":"";g.push(`<text class="solitaire-pile-label" x="${y(m.label.x)}" y="${y(m.label.y)}" text-anchor="middle" font-size="${y(Math.max(8.5,.13*i))}">${K($+m.label.text)}</text>`)}g.push("</g>")}}let M=(x,m,b,$,h=0,L="")=>`<rect class="${m}" x="${y(x.x-2)}" y="${y(x.y-2)}" width="${y(x.w+4)}" height="${y(x.h+4)}" rx="${y(8*l+2)}" fill="${b}" fill-opacity="${h}" stroke="${b}" stroke-width="${$}"${L?` stroke-dasharray="${L}"`:""} pointer-events="none"/>`,_=(x,m)=>{let b=r.piles[x];if(!b||!b.cards.length)return b?b.slot:null;let $=q(b),h=b.fan==="down"?b.cards[Math.max(0,m)]:$[$.length-1],L=b.cards[b.cards.length-1];return{x:h.x,y:h.y,w:L.x-h.x+i,h:L.y-h.y+a}};if(t.last_move&&!s&&r.piles[t.last_move.dst]){let x=r.piles[t.last_move.dst],m=_(t.last_move.dst,x.count-(t.last_move.count??1));m&&x.count&&g.push(M(m,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(t.hint&&r.piles[t.hint.src]&&r.piles[t.hint.dst]){let x=r.piles[t.hint.src],m=_(t.hint.src,x.count-(t.hint.count??1));m&&g.push(M(m,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),g.push(M(J(r.piles[t.hint.dst],i,a),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(p&&r.piles[p.pile]){if(c)for(let x of Le(t,p.pile,p.index)){if(!r.piles[x])continue;let m=J(r.piles[x],i,a),b=Math.max(2.5,.05*i);g.push(`<rect class="solitaire-target-ring" data-target="${x}" x="${y(m.x+b)}" y="${y(m.y+b)}" width="${y(m.w-2*b)}" height="${y(m.h-2*b)}" rx="${y(6*l)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${y(.09*i)} ${y(.06*i)}" style="filter: drop-shadow(0 0 ${y(.05*i)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!s){let x=_(p.pile,p.index);x&&g.push(M(x,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return s&&s.over&&r.piles[s.over]&&g.push(M(J(r.piles[s.over],i,a),"solitaire-over-ring","#ffffff",3.6,.2)),s&&g.push(`<g class="solitaire-drag" transform="translate(${y(s.dx)} ${y(s.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${k.join("")}</g>`),g.join("")}function yt(e,o,t,r){return e&&o?X(e,{courtFill:`url(#${r}-court)`}):e&&t?X(e,{courtFill:`url(#${r}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':xe(`${r}-lattice`)}function wt(e,o,t,r){let i=Math.max(8,o*.13),a=r>=10?i*.45:0,l=e.slot.x+o-3-i-a,c=e.slot.y+3+i*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${y(l-i-a)}" y="${y(c-i*.78)}" width="${y(2*(i+a))}" height="${y(i*1.56)}" rx="${y(i*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${y(l)}" y="${y(c+i*.36)}" text-anchor="middle" font-size="${y(i*1.02)}" font-weight="700" fill="#fff">${r}</text></g>`}function kt(e,o,t,r,i,a,l,c){let d=r/100,{x:s,y:p}=o.slot,v=o.count===0,u=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${v?"6 4":"0"}"/>`;if(v)if(t.kind==="foundation"&&t.base){let{suit:n}=Y(t.base);u+=`<g opacity="0.42">${X(t.base,{courtFill:`url(#${a}-court)`})}</g>`,u+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let f=t.dir!=="down";u+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${f?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(t.kind==="foundation")u+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${t.label&&t.label.length>3?19:26}">${K(t.label||"A")}</text>`;else if(t.kind==="stock"){let n=e.stock_action;if(n==="turn")u+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(n==="redeal"){let f=typeof e.redeal_pile=="number"?String(e.redeal_pile):"";u+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(f?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${K(f)}</text>`:"")}else!n&&e.status!=="won"&&(u+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else t.kind==="tableau"&&o.fan==="down"&&(u+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${e.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${t.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${t.id}" data-index="-1"${v?l:""} transform="translate(${y(s)} ${y(p)}) scale(${y(d)})">${u}${v&&l?c:""}</g>`}var $t={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},St=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function Mt(e,o=document){let t=o.createElement("template");t.innerHTML=String(e??"");let r=o.createDocumentFragment(),i=(a,l)=>{for(let c of Array.from(a.childNodes))if(c.nodeType===3)l.appendChild(o.createTextNode(c.nodeValue??""));else if(c.nodeType===1){let d=c,s=d.localName;if(St.has(s))continue;let p=$t[s];if(!p){i(d,l);continue}let v=o.createElement(s);for(let u of p){let w=d.getAttribute(u);w!==null&&v.setAttribute(u,w)}i(d,v),l.appendChild(v)}};return i(t.content,r),r}function Ne(e,o={}){let t=document.createElement("div");t.className="solitaire-rules-panel solitaire-hidden",t.setAttribute("role","dialog"),t.tabIndex=-1;let r=document.createElement("div");r.className="solitaire-rules-head";let i=document.createElement("button");i.type="button",i.className="solitaire-btn solitaire-rules-close";let a=document.createElement("div");a.className="solitaire-rules-body",r.append(i),t.append(r,a),e.append(t);let l="",c=()=>{t.classList.contains("solitaire-hidden")||(t.classList.add("solitaire-hidden"),e.classList.remove("solitaire-rules-open"),o.onClose?.())};return i.addEventListener("click",c),t.addEventListener("keydown",d=>{d.stopPropagation(),d.key==="Escape"&&(d.preventDefault(),c())}),{panel:t,get isOpen(){return!t.classList.contains("solitaire-hidden")},set(d,s){i.textContent="\u2715 "+(s.close??"Close"),i.title=s.close??"Close",t.setAttribute("aria-label",s.rules??"Rules"),d!==l&&(l=d,a.replaceChildren(Mt(d)))},open(){t.classList.remove("solitaire-hidden"),e.classList.add("solitaire-rules-open"),t.scrollTop=0,t.focus({preventScroll:!0})},close:c,toggle(){t.classList.contains("solitaire-hidden")?this.open():c()},destroy(){e.classList.remove("solitaire-rules-open"),t.remove()}}}var Fe="solitaire-replay-style",Lt=`
.solitaire-replay { max-width: 980px; user-select: text; -webkit-user-select: text; }
.solitaire-replay-bar { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; margin: 4px 0; }
.solitaire-replay-btn { min-width: 38px; display: inline-flex; align-items: center; justify-content: center; }
.solitaire-replay-btn svg { display: block; }
.solitaire-replay-scrub { flex: 1 1 200px; min-width: 120px; }
.solitaire-replay-counter { font-variant-numeric: tabular-nums; min-width: 9em; text-align: right; color: var(--solitaire-fg-dim); }
.solitaire-replay-narration { min-height: 3.2em; margin: 6px 0; line-height: 1.45; font-size: 1.1em; }
.solitaire-replay-comment { margin: 4px 0 8px; padding: 6px 10px; border-left: 4px solid #c79a2b; background: rgba(199,154,43,0.12); white-space: pre-wrap; }
.solitaire-replay-comment:empty { display: none; }
.solitaire-replay:focus { outline: 2px solid #4a90d9; outline-offset: 2px; }
`,O=e=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${e}" fill="currentColor"/></svg>`,de={first:O("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:O("M3 2h2v12H3zM13 2v12L6 8z"),play:O("M4 2v12l10-6z"),pause:O("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:O("M3 2v12l7-6zM11 2h2v12h-2z"),last:O("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},ue={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},At=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function Ct(e){let o=e.ownerDocument,t=e.getRootNode(),r=t&&t.nodeType===11?t:o.head;if(r.querySelector(`#${Fe}`))return;let i=o.createElement("style");i.id=Fe,i.textContent=Lt,r.appendChild(i)}function oe(e,o){let t=e.frames[o],r=0,i=e.piles.map((l,c)=>{let d=t.p[c],s=[];for(let v=0;v<d.length;v+=2){let u=d.slice(v,v+2);s.push(u==="--"?null:u)}l.kind==="stock"&&(r=s.length);let p={...l,cards:s};return t.d&&(p.face_down=t.d[c]),p}),a=e.labels||{};return{version:o,variant:e.variant,title:e.title,layout:e.layout,draw_count:e.draw_count,lang:e.lang,deal:e.deal,move_count:o,status:e.status?e.status[o]:"playing",piles:i,legal:{},auto:{},hint:null,last_move:e.last_move?e.last_move[o]:null,message:null,stock_label:r>1?"":String(r),show_targets:!1,labels:e.table_labels&&Object.keys(e.table_labels).length?e.table_labels:{stock:a.stock,waste:a.waste,foundation:a.foundation,pile:a.pile,empty:a.empty,face_up:a.face_up,face_down:a.face_down}}}function N(e,o,t={}){let r=document.createElement(e);return r.className=o,Object.assign(r,t),r}function Pe(e,o,t={}){te(e),Ct(e);let r=o.frames.length-1,i=o.labels||{},a=N("div","solitaire-root solitaire-replay",{tabIndex:0});a.setAttribute("data-lm-suppress-shortcuts","true"),a.setAttribute("role","region"),a.setAttribute("aria-label",o.title||"Replay");let l=N("div","solitaire-replay-bar"),c=(E,W,F)=>{let pe=N("button",`solitaire-btn solitaire-replay-btn ${E}`,{type:"button",innerHTML:de[W],title:`${F} (${ue[W]})`});return pe.setAttribute("aria-label",F),pe},d=c("solitaire-replay-first","first",i.first||"First"),s=c("solitaire-replay-prev","prev",i.prev||"Previous"),p=c("solitaire-replay-play","play",i.play||"Play"),v=c("solitaire-replay-next","next",i.next||"Next"),u=c("solitaire-replay-last","last",i.last||"Last"),w=N("input","solitaire-replay-scrub",{type:"range",min:0,max:r,step:1,value:0});w.setAttribute("aria-label",i.scrubber||"Position");let n=N("span","solitaire-replay-counter");l.append(d,s,p,v,u,w,n);let f=o.table_labels||{},g=null,k=null;o.rules_html&&(k=N("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:f.rules||i.rules||"Rules"}),k.setAttribute("aria-expanded","false"),l.append(k));let M=N("div","solitaire-replay-narration",{role:"status"});M.setAttribute("aria-live","polite");let _=N("div","solitaire-replay-comment"),x=N("div","solitaire-replay-table");x.style.position="relative",a.append(l,M,_,x),e.appendChild(a);let m=Ie(a);k&&(g=Ne(x,{onClose:()=>{k.setAttribute("aria-expanded","false"),k.focus()}}),g.set(o.rules_html,{rules:f.rules||i.rules,close:f.close||i.close}),k.addEventListener("click",()=>{g.toggle(),k.setAttribute("aria-expanded",String(g.isOpen))}));let b=Math.max(0,Math.min(r,t.index??0)),$=ze(x,oe(o,b),{interactive:!1,showFaceDown:!!o.show_face_down,width:t.width}),h=null,L=()=>{$.update(oe(o,b)),w.value=String(b),n.textContent=b===0?i.deal||"Deal":(i.position||"Move {i} of {n}").replace("{i}",String(b)).replace("{n}",String(r));let E=o.parts?o.parts[b]:null;E?(M.textContent=[E.action,E.rule,...E.effects||[]].filter(Boolean).join(" "),_.textContent=E.comment||""):(M.textContent=o.narration[b]||"",_.textContent=""),d.disabled=s.disabled=b===0,v.disabled=u.disabled=b===r,a.dataset.index=String(b)},A=(E,W=!0)=>{let F=Math.max(0,Math.min(r,Math.round(E)));F!==b&&(b=F,L(),W&&t.onIndex&&t.onIndex(b))},C=()=>{h!==null&&clearInterval(h),h=null,p.innerHTML=de.play,p.setAttribute("aria-label",i.play||"Play"),p.title=`${i.play||"Play"} (${ue.play})`,a.dataset.playing="false"},P=()=>{b===r&&A(0),p.innerHTML=de.pause,p.setAttribute("aria-label",i.pause||"Pause"),p.title=`${i.pause||"Pause"} (${ue.pause})`,a.dataset.playing="true",h=setInterval(()=>{b>=r?C():A(b+1)},t.interval??900)};return d.addEventListener("click",()=>{C(),A(0)}),s.addEventListener("click",()=>{C(),A(b-1)}),v.addEventListener("click",()=>{C(),A(b+1)}),u.addEventListener("click",()=>{C(),A(r)}),p.addEventListener("click",()=>h===null?P():C()),w.addEventListener("input",()=>{C(),A(Number(w.value))}),a.addEventListener("keydown",E=>{if(!At.has(E.key)||E.altKey||E.ctrlKey||E.metaKey)return;E.stopPropagation();let F={ArrowLeft:()=>{C(),A(b-1)},ArrowRight:()=>{C(),A(b+1)},Home:()=>{C(),A(0)},End:()=>{C(),A(r)}," ":()=>h===null?P():C()}[E.key];F&&!(E.target instanceof HTMLButtonElement&&E.key===" ")&&(E.preventDefault(),F())}),L(),a.dataset.playing="false",{root:a,table:$,get index(){return b},seek:A,step:()=>A(b+1),back:()=>A(b-1),play:P,pause:C,destroy(){C(),m(),g?.destroy(),a.remove()}}}var _t={mountReplay:Pe,expandFrame:oe};return Ke(Et);})();
