var Pe="#c0142c",Ue="#1b1e24";function Y(e){let o=e[0],t=e[1];return{rank:o,suit:t,red:t==="H"||t==="D"}}function pe(e){return e==="T"?"10":e}var Oe={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function B(e,o,t,r,i,n=!1){let l=r/100,c=n?" rotate(180 50 50)":"";return`<path d="${Oe[e]}" fill="${i}" transform="translate(${oe(o-r/2)} ${oe(t-r/2)}) scale(${oe(l)})${c}"/>`}function oe(e){return Number.isInteger(e)?String(e):e.toFixed(2)}var T=31,H=50,D=69,j=29,R=111,I=70,V=56.3,Z=83.7,ue={2:[[H,j],[H,R]],3:[[H,j],[H,I],[H,R]],4:[[T,j],[D,j],[T,R],[D,R]],5:[[T,j],[D,j],[H,I],[T,R],[D,R]],6:[[T,j],[D,j],[T,I],[D,I],[T,R],[D,R]],7:[[T,j],[D,j],[H,49.5],[T,I],[D,I],[T,R],[D,R]],8:[[T,j],[D,j],[H,49.5],[T,I],[D,I],[H,90.5],[T,R],[D,R]],9:[[T,j],[D,j],[T,V],[D,V],[H,I],[T,Z],[D,Z],[T,R],[D,R]],T:[[T,j],[D,j],[H,42.6],[T,V],[D,V],[T,Z],[D,Z],[H,97.4],[T,R],[D,R]]},fe=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function We(e,o,t){let r=pe(e),i=r.length>1;return`<text x="${i?12.6:11.5}" y="23" text-anchor="middle" font-size="${i?19:22}"${i?' letter-spacing="-2.2"':""} ${fe} fill="${t}">${r}</text>`+B(o,11.5,31.5,12,t)}function Be(e,o,t,r){let l=o-13,c=t-14/2;return`<polygon points="${e==="K"?`${l},${c+14} ${l},${c} ${l+26*.25},${c+14*.55} ${l+26/2},${c-2} ${l+26*.75},${c+14*.55} ${l+26},${c} ${l+26},${c+14}`:`${l},${c+14} ${l+2},${c+3} ${l+26*.3},${c+14*.6} ${l+26/2},${c+1} ${l+26*.7},${c+14*.6} ${l+26-2},${c+3} ${l+26},${c+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${c+14*.72}" r="2" fill="${r}"/>`}function qe(e,o,t){return`<path d="M${e-11} ${o+7}C${e-6} ${o-8} ${e+6} ${o-10} ${e+13} ${o-7}C${e+5} ${o-3} ${e-2} ${o+2} ${e-11} ${o+7}Z" fill="#e7b53c" stroke="${t}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${e-11} ${o+7}L${e+9} ${o-6}" stroke="${t}" stroke-width="0.9"/>`}function Ke(e,o,t,r){let i=(e==="J"?qe(50,30,t):Be(e,50,30,t))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${fe} fill="${t}">${e}</text>`+B(o,32.5,29,10,t)+B(o,67.5,29,10,t);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${t}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${t}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${t}" stroke-opacity="0.4" stroke-width="0.8"/>`+i+`<g transform="rotate(180 50 70)">${i}</g>`}function X(e,o={}){let{rank:t,suit:r,red:i}=Y(e),n=i?Pe:Ue,l=We(t,r,n),c="";if(t==="A")c=B(r,50,70,r==="S"?46:40,n),r==="S"&&(c+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${n}" stroke-opacity="0.25" stroke-width="1"/>`);else if(ue[t]){let d=t==="T"||t==="9"?17:18;c=ue[t].map(([s,p])=>B(r,s,p,d,n,p>I+1)).join("")}else c=Ke(t,r,n,o.courtFill??"#fbf1d6");return'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>'+l+`<g transform="rotate(180 50 70)">${l}</g>`+c}function ge(e){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${e})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function xe(e){return`<pattern id="${e}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#1d3f74"/><path d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${e}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function he(e,o){let{rank:t,suit:r}=Y(e),i=o?.ranks?.[t]??pe(t),n=o?.suits?.[r]??r;return(o?.card_name??"{rank} of {suit}").replace("{rank}",i).replace("{suit}",n)}var Ve={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},re=3;function Ze(e){let o=e.draw_count;return typeof o=="number"&&o>=1?Math.min(o,re):re}function G(e,o,t={}){let r={...Ve,...t};return(e.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?Qe(e,o,r):Je(e,o,r)}function be(e,o,t,r){let i=e/(o+(o-1)*t+2*t);return Math.max(r.minCardW,Math.min(r.maxCardW,i))}var S=e=>Math.round(e*100)/100;function U(e,o,t){let r=e.cards.length,i=e.face_down??0,n=e.cards.map((l,c)=>({index:c,code:l,faceUp:l!==null&&c>=i,x:o.x,y:o.y}));return{id:e.id,kind:e.kind,fan:"square",slot:o,drop:Ye(o,t),cards:n,count:r}}function Ye(e,o){return{x:S(e.x-o),y:S(e.y-o),w:S(e.w+2*o),h:S(e.h+2*o)}}function Xe(e,o,t,r,i,n){let l=e.cards.length,c=r.faceDownStep*t,d=r.faceUpStep*t,s=e.cards.slice(0,-1).map(a=>a===null?"d":"u"),p=()=>s.reduce((a,f)=>a+(f==="d"?c:d),0);if(i!==void 0&&l>1){let a=i-o.y-t,f=p();if(f>a&&a>0){let g=Math.max(.35,a/f);c*=g,d*=g}}let v=o.y,u=e.cards.map((a,f)=>{let g={index:f,code:a,faceUp:a!==null&&f>=(e.face_down??0),x:o.x,y:S(v)};return v+=a===null?c:d,g}),w=l?u[l-1].y+t:o.y+t;return{id:e.id,kind:e.kind,fan:"down",slot:o,drop:{x:S(o.x-n),y:S(o.y-n),w:S(o.w+2*n),h:S(w-o.y+t*.35+n)},cards:u,count:l}}function Ge(e,o,t,r,i,n){let l=e.cards.length,c=Math.max(0,l-n),d=r.wasteFan*t,s=e.cards.map((v,u)=>({index:u,code:v,faceUp:v!==null,x:S(o.x+Math.max(0,u-c)*d),y:o.y})),p=l?s[l-1].x+t:o.x+t;return{id:e.id,kind:e.kind,fan:"right",slot:o,drop:{x:S(o.x-i),y:S(o.y-i),w:S(p-o.x+2*i),h:S(o.h+2*i)},cards:s,count:l,shown:n}}function Je(e,o,t){let r=e.piles,i=r.filter(x=>x.kind==="foundation"),n=r.filter(x=>x.kind==="tableau"),l=Math.max(7,n.length,i.length+3),c=.14,d=be(o,l,c,t),s=d*1.4,p=d*c,v=l*d+(l-1)*p,u=Math.max(p,(o-v)/2),w=x=>S(u+x*(d+p)),a=p,f=Math.max(14,s*.14),g=a+s+f+p*.6,k=p/2,M=(n.length?Math.max(0,n.length-1)*t.faceDownStep+Math.max(0,t.faceUpRoom-1)*t.faceUpStep:0)*s,_=g+s+M+p,h=t.maxHeight?Math.min(_,t.maxHeight):_,m=h-p,b={},$=[];for(let x of r){let L;if(x.kind==="stock")L=U(x,{x:w(0),y:a,w:d,h:s},k),L.label={x:S(w(0)+d/2),y:S(a+s+f*.8),text:""};else if(x.kind==="waste")L=Ge(x,{x:w(1),y:a,w:d,h:s},d,t,k,Ze(e));else if(x.kind==="foundation"){let A=i.indexOf(x);L=U(x,{x:w(l-i.length+A),y:a,w:d,h:s},k)}else{let A=n.indexOf(x);L=Xe(x,{x:w(A),y:S(g),w:d,h:s},s,t,m,k);let C=L.cards.length?L.cards[L.cards.length-1].y+s:g+s;h=Math.max(h,C+p)}b[x.id]=L,$.push(x.id)}return{width:S(o),height:S(h),cardW:S(d),cardH:S(s),gap:S(p),kind:"klondike",piles:b,order:$}}function Qe(e,o,t){let r=e.piles,i=r.filter(x=>x.kind==="foundation"),n=r.filter(x=>x.kind==="tableau"),l=Math.max(i.length,Math.ceil(n.length/2),1),c=l+1,d=.16,s=be(o,c,d,t),p=s*1.4,v=s*d,u=c*s+(c-1)*v,w=Math.max(v,(o-u)/2),a=x=>S(w+x*(s+v)),f=v,g=Math.max(14,p*.15),k=[f+p+g+v*.9];k.push(k[0]+p+v*1.1);let M=v/2,_={},h=[0,0];n.forEach((x,L)=>{let A=Math.min(1,Math.max(0,typeof x.row=="number"?x.row:L<l?0:1));_[x.id]={row:A,col:h[A]++}});let m={},b=[];for(let x of r){let L;if(x.kind==="stock")L=U(x,{x:a(0),y:f,w:s,h:p},M),L.label={x:S(a(0)+s/2),y:S(f+p+g*.8),text:""};else if(x.kind==="waste")L=U(x,{x:a(0),y:S(k[0]),w:s,h:p},M);else if(x.kind==="foundation"){let A=i.indexOf(x),C=a(1+A);L=U(x,{x:C,y:f,w:s,h:p},M),L.label={x:S(C+s/2),y:S(f+p+g*.8),text:x.label??""}}else{let{row:A,col:C}=_[x.id];L=U(x,{x:a(1+C%l),y:S(k[A]),w:s,h:p},M)}m[x.id]=L,b.push(x.id)}let $=k[1]+p+v*1.2;return{width:S(o),height:S($),cardW:S(s),cardH:S(p),gap:S(v),kind:"matrimony",piles:m,order:b}}function q(e){return e.fan==="down"?e.cards:e.fan==="right"?e.cards.slice(-(e.shown??re)):e.cards.slice(-1)}function J(e,o,t){let r=e.cards[e.cards.length-1];return r?{x:r.x,y:r.y,w:o,h:t}:e.slot}function me(e,o,t){return o>=e.x&&o<=e.x+e.w&&t>=e.y&&t<=e.y+e.h}function ye(e,o,t){let{cardW:r,cardH:i}=e;for(let n=e.order.length-1;n>=0;n--){let l=e.piles[e.order[n]],c=q(l);for(let d=c.length-1;d>=0;d--){let s=c[d];if(me({x:s.x,y:s.y,w:r,h:i},o,t))return{pile:l.id,index:l.fan==="down"?s.index:l.count-1}}if(!c.length&&me(l.slot,o,t))return{pile:l.id,index:-1}}return null}function we(e,o,t){let r=null,i=0;for(let n of e.order){if(n===t)continue;let l=e.piles[n];if(l.kind==="stock")continue;let c=l.drop,d=Math.min(o.x+o.w,c.x+c.w)-Math.max(o.x,c.x),s=Math.min(o.y+o.h,c.y+c.h)-Math.max(o.y,c.y);if(d<=0||s<=0)continue;let p=d*s;p>i&&(i=p,r=n)}return i>=.12*o.w*o.h?r:null}function Q(e){let o=[];for(let t of e.order){let r=e.piles[t];if(r.fan==="down"){let i=r.cards.filter(n=>n.faceUp);if(i.length)for(let n of i)o.push({pile:t,index:n.index});else o.push({pile:t,index:r.count-1})}else o.push({pile:t,index:r.count-1})}return o}function ve(e,o){let t=e.piles[o.pile],r=o.index>=0?t.cards[o.index]:null,i=r?r.x:t.slot.x,n=r?r.y:t.slot.y;return{x:i+e.cardW/2,y:n+(r&&t.fan==="down"?e.cardH*.12:e.cardH/2)}}function ke(e,o,t){let r=Q(e);if(!r.length)return null;if(!o)return r[0];let i=r.find(d=>d.pile===o.pile&&d.index===o.index)??r.find(d=>d.pile===o.pile);if(!i)return r[0];if(t==="up"||t==="down"){let d=r.filter(p=>p.pile===i.pile),s=d.indexOf(i)+(t==="down"?1:-1);if(s>=0&&s<d.length)return d[s]}let n=ve(e,i);if(t==="left"||t==="right"){let d=e.piles[i.pile].slot.y,s=null,p=1/0;for(let u of e.order){let w=e.piles[u];if(u===i.pile||Math.abs(w.slot.y-d)>1)continue;let a=(w.slot.x-e.piles[i.pile].slot.x)*(t==="right"?1:-1);a>1&&a<p&&(p=a,s=u)}if(!s)return i;let v=r.filter(u=>u.pile===s);return v[v.length-1]}let l=null,c=1/0;for(let d of r){if(d.pile===i.pile)continue;let s=ve(e,d),p=t==="up"?n.y-s.y:s.y-n.y,v=Math.abs(s.x-n.x);if(p<=1)continue;let u=p+3*v;u<c&&(c=u,l=d)}return l??i}function $e(e,o){if(e.version===o.version)return;let t=e.last_move;if(!t||t.src!==o.src||t.dst!==o.dst||typeof e.move_count=="number"&&e.move_count<=o.moves)return null;let r=e.piles.find(n=>n.id===o.dst);if(!r||!r.cards.length)return null;let i=typeof t.count=="number"?t.count:o.count;return{pile:r.id,index:Math.max(0,r.cards.length-i)}}function ie(e,o){return`${e}/${o}`}function ne(e,o){return e.piles.find(t=>t.id===o)}function ee(e,o,t){let r=ne(e,o);return r?Math.max(0,r.cards.length-t):0}function z(e,o,t,r=!0){let i=ne(e,o);return!i||t<0||t>=i.cards.length||i.kind==="stock"||i.cards[t]===null?!1:t===i.cards.length-1||Object.prototype.hasOwnProperty.call(e.legal??{},ie(o,t))?!0:i.kind==="tableau"&&r}function Se(e,o,t){return(e.legal??{})[ie(o,t)]??[]}function ae(e,o,t,r){return{kind:"move",src:o,dst:r,count:ee(e,o,t),version:e.version}}function Me(e,o,t){return{kind:"auto",src:o,count:ee(e,o,t),version:e.version}}function se(e){return{kind:"stock",version:e.version}}function Le(e,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return se(e);case"h":return e.hint_available?{kind:"hint"}:null;default:return null}}function et(e,o){return String(e).replace(/\{(\w+)\}/g,(t,r)=>r in o?String(o[r]):t)}function tt(e,o){let t=e.labels??{};if(o==="stock")return t.stock??"Stock";if(o==="waste")return t.waste??"Waste";let r=/^([ft])(\d+)$/.exec(o);return r?et(r[1]==="f"?t.foundation??"Foundation {n}":t.pile??"Pile {n}",{n:r[2]}):o}function Ae(e,o,t){let r=e.labels??{},i=ne(e,o),n=tt(e,o);if(!i||t<0||t>=i.cards.length){let c=o==="stock"&&e.stock_label?`, ${e.stock_label}`:"";return`${n}, ${r.empty??"empty"}${c}`}let l=i.cards[t];return o==="stock"?`${n}${e.stock_label?", "+e.stock_label:""}, ${r.face_down??"face down"}`:l===null?`${n}, ${r.face_down??"face down"}`:`${he(l,r)}, ${n}, ${r.face_up??"face up"}`}var ot=5,rt=400;function Ce(e,o,t,r=!0){return t?t.pile==="stock"?{selection:null,intent:se(e)}:o?t.pile===o.pile?t.index!==o.index&&z(e,t.pile,t.index,r)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:ae(e,o.pile,o.index,t.pile)}:z(e,t.pile,t.index,r)?{selection:t,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function it(e,o,t,r=!0){return Ce(e,o,t,r)}function _e(e){let{root:o,svg:t}=e,r=null,i=null,n=a=>e.layout.piles[a]?.fan==="down",l=a=>{a&&e.emit(a)},c=a=>{if(a.button!==0||r&&r.dragging)return;e.pendingFocus=null;let f=e.toLocal(a.clientX,a.clientY),g=ye(e.layout,f.x,f.y);r={id:a.pointerId,hit:g,cx:a.clientX,cy:a.clientY,x:f.x,y:f.y,dragging:!1};let M=a.target.closest?.("[data-stop]");M&&(e.focus={pile:M.getAttribute("data-pile")??"",index:Number(M.getAttribute("data-stop")?.split("/")[1])});try{t.setPointerCapture(a.pointerId)}catch{}g&&z(e.snapshot,g.pile,g.index,n(g.pile))&&(a.preventDefault(),o.focus({preventScroll:!0}))},d=a=>{if(!r||a.pointerId!==r.id)return;let f=r.hit;if(!r.dragging){if(Math.hypot(a.clientX-r.cx,a.clientY-r.cy)<ot||!f||!z(e.snapshot,f.pile,f.index,n(f.pile)))return;r.dragging=!0,i=null,e.selection=null,e.drag={src:f.pile,index:f.index,count:ee(e.snapshot,f.pile,f.index),dx:0,dy:0,over:null},e.repaint()}let g=e.toLocal(a.clientX,a.clientY),k=g.x-r.x,M=g.y-r.y;e.moveDrag(k,M);let _=e.drag;if(!_)return;let h=e.layout.piles[_.src].cards[_.index],m=we(e.layout,{x:h.x+k,y:h.y+M,w:e.layout.cardW,h:e.layout.cardH},_.src);m!==_.over&&(_.over=m,e.repaint())},s=a=>{if(!r||a.pointerId!==r.id)return;let f=r;if(r=null,f.dragging){let g=e.drag;e.drag=null,e.selection=null,g&&g.over&&g.over!==g.src&&l(ae(e.snapshot,g.src,g.index,g.over)),e.repaint();return}v(f.hit,a.timeStamp)},p=()=>{r=null,e.drag&&(e.drag=null,e.repaint())},v=(a,f)=>{let g=e.snapshot;if(a&&i&&i.pile===a.pile&&i.index===a.index&&f-i.t<rt){i=null,z(g,a.pile,a.index,n(a.pile))&&l(Me(g,a.pile,a.index)),e.select(null);return}let{selection:k,intent:M}=Ce(g,e.selection,a,a?n(a.pile):!0);i=a&&!M&&a.pile!=="stock"&&z(g,a.pile,a.index,n(a.pile))?{...a,t:f}:null,a&&(e.focus=a.index>=0||e.layout.piles[a.pile].count===0?a:e.focus),l(M),k!==e.selection&&e.select(k)},u=a=>{if(a.altKey||a.ctrlKey||a.metaKey)return;let f=e.snapshot,g={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(a.key in g){a.preventDefault();let M=ke(e.layout,e.focus,g[a.key]);M&&e.focusStop(M);return}if(a.key==="Enter"||a.key===" "){if(a.preventDefault(),!e.focus){e.focusStop(null);return}let M=e.focus,{selection:_,intent:h}=it(f,e.selection,M,n(M.pile));e.pendingFocus=h&&h.kind==="move"?{src:h.src,dst:h.dst,count:h.count,version:f.version,moves:typeof f.move_count=="number"?f.move_count:-1}:null,l(h),e.select(_);return}if(a.key==="?"){a.preventDefault(),e.options.onHelp?.();return}if(a.key==="Escape"){(e.selection||e.drag)&&(a.preventDefault(),r=null,e.drag=null,e.select(null));return}let k=Le(f,a.key);k&&(a.preventDefault(),e.select(null),l(k))},w=a=>{let f=a.target.closest?.("[data-stop]");if(!f)return;let[g,k]=(f.getAttribute("data-stop")??"").split("/");e.focus={pile:g,index:Number(k)}};return t.addEventListener("pointerdown",c),t.addEventListener("pointermove",d),t.addEventListener("pointerup",s),t.addEventListener("pointercancel",p),t.addEventListener("lostpointercapture",p),o.addEventListener("keydown",u),o.addEventListener("focusin",w),()=>{t.removeEventListener("pointerdown",c),t.removeEventListener("pointermove",d),t.removeEventListener("pointerup",s),t.removeEventListener("pointercancel",p),t.removeEventListener("lostpointercapture",p),o.removeEventListener("keydown",u),o.removeEventListener("focusin",w)}}var nt=`
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
`;function te(e){let o=e.getRootNode?e.getRootNode():document,t=o&&o.nodeType===11?o:document.head;if(!t||t.querySelector&&t.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=nt,t.appendChild(r)}var Ee=new Set(["dark","dark-mode","dark-theme","theme-dark"]),Te=new Set(["light","light-mode","light-theme","theme-light"]),je=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function at(e){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(e);if(o){let c=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],c]}if(typeof document>"u")return null;let t=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!t)return null;t.clearRect(0,0,1,1),t.fillStyle="#00000000",t.fillStyle=e,t.fillRect(0,0,1,1);let[r,i,n,l]=t.getImageData(0,0,1,1).data;return[r,i,n,l/255]}function st(e){let o=t=>{let r=t/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*o(e[0])+.7152*o(e[1])+.0722*o(e[2])}function lt(e){let o=e;for(;o;){if(o.nodeType===1){let t=at(getComputedStyle(o).backgroundColor);if(t&&t[3]>=.5)return t}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function De(e){if(!e)return null;for(let o of e.classList){if(Ee.has(o))return"dark";if(Te.has(o))return"light"}for(let o of je){let t=(e.getAttribute(o)||"").toLowerCase();if(Ee.has(t))return"dark";if(Te.has(t))return"light"}return null}function ct(e){let o=e.ownerDocument||document,t=o.body,r=o.documentElement,i=t&&t.getAttribute("data-jp-theme-light");if(i==="true"||i==="false")return{scheme:i==="true"?"light":"dark",source:"jupyter"};let n=t?`${t.className} ${t.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(n))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(n))return{scheme:"dark",source:"vscode"};let l=De(t)||De(r);if(l)return{scheme:l,source:"page"};let c=e.isConnected?lt(e.parentNode||e):null;if(c)return{scheme:st(c)<.18?"dark":"light",source:"background"};let d=e.nodeType===1?getComputedStyle(e).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}function Re(e){let o=()=>{let{scheme:c,source:d}=ct(e);if(e.dataset.theme===c&&e.dataset.themeSource===d)return;e.classList.add("solitaire-no-transition"),e.classList.toggle("solitaire-dark",c==="dark"),e.classList.toggle("solitaire-light",c==="light");let s=d==="prefers-color-scheme"||d==="color-scheme";e.classList.toggle("solitaire-own-bg",s),e.dataset.theme=c,e.dataset.themeSource=d,e.offsetHeight,e.classList.remove("solitaire-no-transition")};o();let t=e.ownerDocument||document,r=new MutationObserver(o),i=["class","data-jp-theme-light","data-vscode-theme-kind","style",...je];for(let c of[t.documentElement,t.body])c&&r.observe(c,{attributes:!0,attributeFilter:i});let n=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;n?.addEventListener?.("change",o);let l=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{r.disconnect(),n?.removeEventListener?.("change",o),l&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(l)}}var dt="http://www.w3.org/2000/svg",ut=0;function K(e){return String(e).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var y=e=>(Math.round(e*100)/100).toString();function He(e,o,t={}){te(e);let r=`solitaire${++ut}`,i=t.interactive!==!1,n=document.createElement("div");n.className="solitaire-table"+(i?" solitaire-interactive":""),i&&(n.tabIndex=-1,n.setAttribute("data-lm-suppress-shortcuts","true"));let l=document.createElementNS(dt,"svg");l.setAttribute("class","solitaire-svg"),l.setAttribute("role","group"),n.appendChild(l),e.appendChild(n);let c=()=>t.width??(n.clientWidth||e.clientWidth||760),d=c(),s={root:n,svg:l,options:t,snapshot:o,layout:G(o,d,t),selection:null,drag:null,focus:null,pendingFocus:null,update(u){let w=G(u,d,t);s.snapshot=u,s.layout=w;let a=s.selection;if(a&&!z(u,a.pile,a.index,u.layout!=="matrimony")&&(s.selection=null),s.drag=null,s.pendingFocus){let f=$e(u,s.pendingFocus);f!==void 0&&(s.pendingFocus=null),f&&(s.focus=f)}s.repaint()},relayout(){let u=c();if(!(Math.abs(u-d)<1)){d=u;try{s.layout=G(s.snapshot,d,t),s.repaint()}catch(w){console.warn("solitaire_widget: the table could not be laid out again",w)}}},repaint(){let u=n.getRootNode().activeElement??document.activeElement,w=n.contains(u)&&u!==n;l.innerHTML=pt(s,r);let{width:a,height:f}=s.layout;l.setAttribute("viewBox",`0 0 ${y(a)} ${y(f)}`),l.setAttribute("aria-label",s.snapshot.title??"Solitaire"),n.classList.toggle("solitaire-dragging",!!s.drag),w&&s.focusStop(s.focus)},select(u){s.selection=u,s.repaint()},toLocal(u,w){let a=l.getBoundingClientRect(),f=a.width?s.layout.width/a.width:1;return{x:(u-a.left)*f,y:(w-a.top)*f}},moveDrag(u,w){if(!s.drag)return;s.drag.dx=u,s.drag.dy=w;let a=l.querySelector(".solitaire-drag");a&&a.setAttribute("transform",`translate(${y(u)} ${y(w)})`)},focusStop(u){let w=Q(s.layout),a=u&&w.find(g=>g.pile===u.pile&&g.index===u.index);if(!a&&u){let g=w.filter(k=>k.pile===u.pile);a=g[g.length-1]}if(a=a??w[0],!a)return;s.focus=a;let f=l.querySelector(`[data-stop="${a.pile}/${a.index}"]`);if(f){for(let g of l.querySelectorAll(`[data-pile="${a.pile}"][tabindex="0"]`))g.setAttribute("tabindex","-1");f.setAttribute("tabindex","0"),f.focus({preventScroll:!0})}},emit(u){t.onIntent?.(u)},destroy(){p?.(),v?.disconnect(),n.remove()}};s.repaint();let p=i?_e(s):null,v=null;if(t.width===void 0&&typeof ResizeObserver<"u"){let u=0;v=new ResizeObserver(()=>{cancelAnimationFrame(u),u=requestAnimationFrame(()=>s.relayout())}),v.observe(n)}return s}function pt(e,o){let t=e.snapshot,r=e.layout,{cardW:i,cardH:n}=r,l=i/100,c=e.options.showTargets??t.show_targets??!0,d=e.options.interactive!==!1,s=e.drag,p=s?{pile:s.src,index:s.index}:e.selection,v=d?Q(r):[],u=new Set(v.map(h=>`${h.pile}/${h.index}`)),w={};for(let h of v)w[h.pile]=`${h.pile}/${h.index}`;e.focus&&u.has(`${e.focus.pile}/${e.focus.index}`)&&(w[e.focus.pile]=`${e.focus.pile}/${e.focus.index}`);let a=(h,m)=>{let b=`${h}/${m}`;return u.has(b)?` data-stop="${b}" tabindex="${w[h]===b?0:-1}" role="button" aria-label="${K(Ae(t,h,m))}"`:""},f=h=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${h+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${h+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,g=[`<defs>${xe(o)}</defs>`],k=[];for(let h of r.order){let m=r.piles[h],b=t.piles.find($=>$.id===h);if(b){if(g.push(`<g class="solitaire-pile solitaire-pile-${m.kind}" data-pile-id="${h}">`),g.push(xt(t,m,b,i,n,o,a(h,-1),f(10))),m.fan==="square"&&m.count>1){let $=Math.min(3,Math.ceil(m.count/8));for(let x=$;x>=1;x--)g.push(`<rect x="${y(m.slot.x+x*1.1)}" y="${y(m.slot.y+x*1.4)}" width="${y(i)}" height="${y(n)}" rx="${y(7*l)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let $ of q(m)){let x=s&&s.src===h&&$.index>=s.index,A=`solitaire-card${d&&$.faceUp&&z(t,h,$.index,m.fan==="down")?" solitaire-pickable":""}${h==="stock"?" solitaire-stock-hit":""}`,C=ft($.code,$.faceUp,!!e.options.showFaceDown,o),P=x||m.fan!=="down"&&$.index!==m.count-1?"":a(h,$.index),E=`<g class="${A}" data-pile="${h}" data-index="${$.index}"${$.code&&$.faceUp?` data-card="${$.code}"`:""}${P} transform="translate(${y($.x)} ${y($.y)}) scale(${y(l)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+C+(P?f(10):"")+"</g>";x?k.push(E):g.push(E)}if(m.fan==="square"&&m.count>1&&(m.kind==="tableau"||m.kind==="foundation"||m.kind==="stock")&&g.push(gt(m,i,n,m.count)),m.label&&m.kind==="stock"&&t.stock_label){let $=Math.max(9,.14*i),x=i+r.gap*.8,L=String(t.stock_label).length*$*.58>x?` textLength="${y(x)}" lengthAdjust="spacingAndGlyphs"`:"";g.push(`<text class="solitaire-pile-label" x="${y(m.label.x)}" y="${y(m.label.y)}" text-anchor="middle" font-size="${y($)}"${L}>${K(t.stock_label)}</text>`)}else if(m.label&&m.label.text){let $=b.dir==="down"?"\u2193 ":b.dir==="up"?"\u2191 ":"";g.push(`<text class="solitaire-pile-label" x="${y(m.label.x)}" y="${y(m.label.y)}" text-anchor="middle" font-size="${y(Math.max(8.5,.13*i))}">${K($+m.label.text)}</text>`)}g.push("</g>")}}let M=(h,m,b,$,x=0,L="")=>`<rect class="${m}" x="${y(h.x-2)}" y="${y(h.y-2)}" width="${y(h.w+4)}" height="${y(h.h+4)}" rx="${y(8*l+2)}" fill="${b}" fill-opacity="${x}" stroke="${b}" stroke-width="${$}"${L?` stroke-dasharray="${L}"`:""} pointer-events="none"/>`,_=(h,m)=>{let b=r.piles[h];if(!b||!b.cards.length)return b?b.slot:null;let $=q(b),x=b.fan==="down"?b.cards[Math.max(0,m)]:$[$.length-1],L=b.cards[b.cards.length-1];return{x:x.x,y:x.y,w:L.x-x.x+i,h:L.y-x.y+n}};if(t.last_move&&!s&&r.piles[t.last_move.dst]){let h=r.piles[t.last_move.dst],m=_(t.last_move.dst,h.count-(t.last_move.count??1));m&&h.count&&g.push(M(m,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(t.hint&&r.piles[t.hint.src]&&r.piles[t.hint.dst]){let h=r.piles[t.hint.src],m=_(t.hint.src,h.count-(t.hint.count??1));m&&g.push(M(m,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),g.push(M(J(r.piles[t.hint.dst],i,n),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(p&&r.piles[p.pile]){if(c)for(let h of Se(t,p.pile,p.index)){if(!r.piles[h])continue;let m=J(r.piles[h],i,n),b=Math.max(2.5,.05*i);g.push(`<rect class="solitaire-target-ring" data-target="${h}" x="${y(m.x+b)}" y="${y(m.y+b)}" width="${y(m.w-2*b)}" height="${y(m.h-2*b)}" rx="${y(6*l)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${y(.09*i)} ${y(.06*i)}" style="filter: drop-shadow(0 0 ${y(.05*i)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!s){let h=_(p.pile,p.index);h&&g.push(M(h,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return s&&s.over&&r.piles[s.over]&&g.push(M(J(r.piles[s.over],i,n),"solitaire-over-ring","#ffffff",3.6,.2)),s&&g.push(`<g class="solitaire-drag" transform="translate(${y(s.dx)} ${y(s.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${k.join("")}</g>`),g.join("")}function ft(e,o,t,r){return e&&o?X(e,{courtFill:`url(#${r}-court)`}):e&&t?X(e,{courtFill:`url(#${r}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':ge(`${r}-lattice`)}function gt(e,o,t,r){let i=Math.max(8,o*.13),n=r>=10?i*.45:0,l=e.slot.x+o-3-i-n,c=e.slot.y+3+i*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${y(l-i-n)}" y="${y(c-i*.78)}" width="${y(2*(i+n))}" height="${y(i*1.56)}" rx="${y(i*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${y(l)}" y="${y(c+i*.36)}" text-anchor="middle" font-size="${y(i*1.02)}" font-weight="700" fill="#fff">${r}</text></g>`}function xt(e,o,t,r,i,n,l,c){let d=r/100,{x:s,y:p}=o.slot,v=o.count===0,u=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${v?"6 4":"0"}"/>`;if(v)if(t.kind==="foundation"&&t.base){let{suit:a}=Y(t.base);u+=`<g opacity="0.42">${X(t.base,{courtFill:`url(#${n}-court)`})}</g>`,u+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let f=t.dir!=="down";u+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${f?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(t.kind==="foundation")u+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${t.label&&t.label.length>3?19:26}">${K(t.label||"A")}</text>`;else if(t.kind==="stock"){let a=e.stock_action;if(a==="turn")u+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(a==="redeal"){let f=typeof e.redeal_pile=="number"?String(e.redeal_pile):"";u+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(f?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${K(f)}</text>`:"")}else!a&&e.status!=="won"&&(u+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else t.kind==="tableau"&&o.fan==="down"&&(u+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${e.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${t.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${t.id}" data-index="-1"${v?l:""} transform="translate(${y(s)} ${y(p)}) scale(${y(d)})">${u}${v&&l?c:""}</g>`}var ht={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},bt=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function mt(e,o=document){let t=o.createElement("template");t.innerHTML=String(e??"");let r=o.createDocumentFragment(),i=(n,l)=>{for(let c of Array.from(n.childNodes))if(c.nodeType===3)l.appendChild(o.createTextNode(c.nodeValue??""));else if(c.nodeType===1){let d=c,s=d.localName;if(bt.has(s))continue;let p=ht[s];if(!p){i(d,l);continue}let v=o.createElement(s);for(let u of p){let w=d.getAttribute(u);w!==null&&v.setAttribute(u,w)}i(d,v),l.appendChild(v)}};return i(t.content,r),r}function Ie(e,o={}){let t=document.createElement("div");t.className="solitaire-rules-panel solitaire-hidden",t.setAttribute("role","dialog"),t.tabIndex=-1;let r=document.createElement("div");r.className="solitaire-rules-head";let i=document.createElement("button");i.type="button",i.className="solitaire-btn solitaire-rules-close";let n=document.createElement("div");n.className="solitaire-rules-body",r.append(i),t.append(r,n),e.append(t);let l="",c=()=>{t.classList.contains("solitaire-hidden")||(t.classList.add("solitaire-hidden"),e.classList.remove("solitaire-rules-open"),o.onClose?.())};return i.addEventListener("click",c),t.addEventListener("keydown",d=>{d.stopPropagation(),d.key==="Escape"&&(d.preventDefault(),c())}),{panel:t,get isOpen(){return!t.classList.contains("solitaire-hidden")},set(d,s){i.textContent="\u2715 "+(s.close??"Close"),i.title=s.close??"Close",t.setAttribute("aria-label",s.rules??"Rules"),d!==l&&(l=d,n.replaceChildren(mt(d)))},open(){t.classList.remove("solitaire-hidden"),e.classList.add("solitaire-rules-open"),t.scrollTop=0,t.focus({preventScroll:!0})},close:c,toggle(){t.classList.contains("solitaire-hidden")?this.open():c()},destroy(){e.classList.remove("solitaire-rules-open"),t.remove()}}}var ze="solitaire-replay-style",vt=`
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
`,O=e=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${e}" fill="currentColor"/></svg>`,le={first:O("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:O("M3 2h2v12H3zM13 2v12L6 8z"),play:O("M4 2v12l10-6z"),pause:O("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:O("M3 2v12l7-6zM11 2h2v12h-2z"),last:O("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},ce={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},yt=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function wt(e){let o=e.ownerDocument,t=e.getRootNode(),r=t&&t.nodeType===11?t:o.head;if(r.querySelector(`#${ze}`))return;let i=o.createElement("style");i.id=ze,i.textContent=vt,r.appendChild(i)}function Ne(e,o){let t=e.frames[o],r=0,i=e.piles.map((l,c)=>{let d=t.p[c],s=[];for(let v=0;v<d.length;v+=2){let u=d.slice(v,v+2);s.push(u==="--"?null:u)}l.kind==="stock"&&(r=s.length);let p={...l,cards:s};return t.d&&(p.face_down=t.d[c]),p}),n=e.labels||{};return{version:o,variant:e.variant,title:e.title,layout:e.layout,draw_count:e.draw_count,lang:e.lang,deal:e.deal,move_count:o,status:e.status?e.status[o]:"playing",piles:i,legal:{},auto:{},hint:null,last_move:e.last_move?e.last_move[o]:null,message:null,stock_label:r>1?"":String(r),show_targets:!1,labels:e.table_labels&&Object.keys(e.table_labels).length?e.table_labels:{stock:n.stock,waste:n.waste,foundation:n.foundation,pile:n.pile,empty:n.empty,face_up:n.face_up,face_down:n.face_down}}}function N(e,o,t={}){let r=document.createElement(e);return r.className=o,Object.assign(r,t),r}function Fe(e,o,t={}){te(e),wt(e);let r=o.frames.length-1,i=o.labels||{},n=N("div","solitaire-root solitaire-replay",{tabIndex:0});n.setAttribute("data-lm-suppress-shortcuts","true"),n.setAttribute("role","region"),n.setAttribute("aria-label",o.title||"Replay");let l=N("div","solitaire-replay-bar"),c=(E,W,F)=>{let de=N("button",`solitaire-btn solitaire-replay-btn ${E}`,{type:"button",innerHTML:le[W],title:`${F} (${ce[W]})`});return de.setAttribute("aria-label",F),de},d=c("solitaire-replay-first","first",i.first||"First"),s=c("solitaire-replay-prev","prev",i.prev||"Previous"),p=c("solitaire-replay-play","play",i.play||"Play"),v=c("solitaire-replay-next","next",i.next||"Next"),u=c("solitaire-replay-last","last",i.last||"Last"),w=N("input","solitaire-replay-scrub",{type:"range",min:0,max:r,step:1,value:0});w.setAttribute("aria-label",i.scrubber||"Position");let a=N("span","solitaire-replay-counter");l.append(d,s,p,v,u,w,a);let f=o.table_labels||{},g=null,k=null;o.rules_html&&(k=N("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:f.rules||i.rules||"Rules"}),k.setAttribute("aria-expanded","false"),l.append(k));let M=N("div","solitaire-replay-narration",{role:"status"});M.setAttribute("aria-live","polite");let _=N("div","solitaire-replay-comment"),h=N("div","solitaire-replay-table");h.style.position="relative",n.append(l,M,_,h),e.appendChild(n);let m=Re(n);k&&(g=Ie(h,{onClose:()=>{k.setAttribute("aria-expanded","false"),k.focus()}}),g.set(o.rules_html,{rules:f.rules||i.rules,close:f.close||i.close}),k.addEventListener("click",()=>{g.toggle(),k.setAttribute("aria-expanded",String(g.isOpen))}));let b=Math.max(0,Math.min(r,t.index??0)),$=He(h,Ne(o,b),{interactive:!1,showFaceDown:!!o.show_face_down,width:t.width}),x=null,L=()=>{$.update(Ne(o,b)),w.value=String(b),a.textContent=b===0?i.deal||"Deal":(i.position||"Move {i} of {n}").replace("{i}",String(b)).replace("{n}",String(r));let E=o.parts?o.parts[b]:null;E?(M.textContent=[E.action,E.rule,...E.effects||[]].filter(Boolean).join(" "),_.textContent=E.comment||""):(M.textContent=o.narration[b]||"",_.textContent=""),d.disabled=s.disabled=b===0,v.disabled=u.disabled=b===r,n.dataset.index=String(b)},A=(E,W=!0)=>{let F=Math.max(0,Math.min(r,Math.round(E)));F!==b&&(b=F,L(),W&&t.onIndex&&t.onIndex(b))},C=()=>{x!==null&&clearInterval(x),x=null,p.innerHTML=le.play,p.setAttribute("aria-label",i.play||"Play"),p.title=`${i.play||"Play"} (${ce.play})`,n.dataset.playing="false"},P=()=>{b===r&&A(0),p.innerHTML=le.pause,p.setAttribute("aria-label",i.pause||"Pause"),p.title=`${i.pause||"Pause"} (${ce.pause})`,n.dataset.playing="true",x=setInterval(()=>{b>=r?C():A(b+1)},t.interval??900)};return d.addEventListener("click",()=>{C(),A(0)}),s.addEventListener("click",()=>{C(),A(b-1)}),v.addEventListener("click",()=>{C(),A(b+1)}),u.addEventListener("click",()=>{C(),A(r)}),p.addEventListener("click",()=>x===null?P():C()),w.addEventListener("input",()=>{C(),A(Number(w.value))}),n.addEventListener("keydown",E=>{if(!yt.has(E.key)||E.altKey||E.ctrlKey||E.metaKey)return;E.stopPropagation();let F={ArrowLeft:()=>{C(),A(b-1)},ArrowRight:()=>{C(),A(b+1)},Home:()=>{C(),A(0)},End:()=>{C(),A(r)}," ":()=>x===null?P():C()}[E.key];F&&!(E.target instanceof HTMLButtonElement&&E.key===" ")&&(E.preventDefault(),F())}),L(),n.dataset.playing="false",{root:n,table:$,get index(){return b},seek:A,step:()=>A(b+1),back:()=>A(b-1),play:P,pause:C,destroy(){C(),m(),g?.destroy(),n.remove()}}}function kt({model:e,el:o}){let t=null,r=()=>{t&&t.destroy(),t=null;let n=e.get("_frames");!n||!n.frames||!n.frames.length||(t=Fe(o,n,{index:e.get("index")??0,interval:e.get("interval")??900,onIndex:l=>{e.set("index",l),e.save_changes()}}))},i=()=>{let n=e.get("index");t&&typeof n=="number"&&t.index!==n&&t.seek(n,!1)};return r(),e.on("change:index",i),e.on("change:_frames",r),()=>{e.off("change:index",i),e.off("change:_frames",r),t&&t.destroy()}}var Vt={render:kt};export{Vt as default};
