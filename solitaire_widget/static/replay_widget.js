var ye="#c0142c",ve="#1b1e24";function ut(t){let o=t[0],e=t[1];return{rank:o,suit:e,red:e==="H"||e==="D"}}function Ht(t){return t==="T"?"10":t}var we={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function rt(t,o,e,r,i,n=!1){let s=r/100,c=n?" rotate(180 50 50)":"";return`<path d="${we[t]}" fill="${i}" transform="translate(${wt(o-r/2)} ${wt(e-r/2)}) scale(${wt(s)})${c}"/>`}function wt(t){return Number.isInteger(t)?String(t):t.toFixed(2)}var D=31,U=50,j=69,N=29,z=111,q=70,ct=56.3,dt=83.7,Rt={2:[[U,N],[U,z]],3:[[U,N],[U,q],[U,z]],4:[[D,N],[j,N],[D,z],[j,z]],5:[[D,N],[j,N],[U,q],[D,z],[j,z]],6:[[D,N],[j,N],[D,q],[j,q],[D,z],[j,z]],7:[[D,N],[j,N],[U,49.5],[D,q],[j,q],[D,z],[j,z]],8:[[D,N],[j,N],[U,49.5],[D,q],[j,q],[U,90.5],[D,z],[j,z]],9:[[D,N],[j,N],[D,ct],[j,ct],[U,q],[D,dt],[j,dt],[D,z],[j,z]],T:[[D,N],[j,N],[U,42.6],[D,ct],[j,ct],[D,dt],[j,dt],[U,97.4],[D,z],[j,z]]},Nt=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function ke(t,o,e){let r=Ht(t),i=r.length>1;return`<g class="solitaire-index"><text x="${i?12.6:11.5}" y="23" text-anchor="middle" font-size="${i?19:22}"${i?' letter-spacing="-2.2"':""} ${Nt} fill="${e}">${r}</text>`+rt(o,11.5,31.5,12,e)+"</g>"}function $e(t,o,e,r){let s=o-13,c=e-14/2;return`<polygon points="${t==="K"?`${s},${c+14} ${s},${c} ${s+26*.25},${c+14*.55} ${s+26/2},${c-2} ${s+26*.75},${c+14*.55} ${s+26},${c} ${s+26},${c+14}`:`${s},${c+14} ${s+2},${c+3} ${s+26*.3},${c+14*.6} ${s+26/2},${c+1} ${s+26*.7},${c+14*.6} ${s+26-2},${c+3} ${s+26},${c+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${c+14*.72}" r="2" fill="${r}"/>`}function Se(t,o,e){return`<path d="M${t-11} ${o+7}C${t-6} ${o-8} ${t+6} ${o-10} ${t+13} ${o-7}C${t+5} ${o-3} ${t-2} ${o+2} ${t-11} ${o+7}Z" fill="#e7b53c" stroke="${e}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${t-11} ${o+7}L${t+9} ${o-6}" stroke="${e}" stroke-width="0.9"/>`}function Me(t,o,e,r){let i=(t==="J"?Se(50,30,e):$e(t,50,30,e))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${Nt} fill="${e}">${t}</text>`+rt(o,32.5,29,10,e)+rt(o,67.5,29,10,e);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${e}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${e}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${e}" stroke-opacity="0.4" stroke-width="0.8"/>`+i+`<g transform="rotate(180 50 70)">${i}</g>`}function X(t,o={}){let{rank:e,suit:r,red:i}=ut(t),n=i?ye:ve,s=ke(e,r,n),c="";if(e==="A")c=rt(r,50,70,r==="S"?46:40,n),r==="S"&&(c+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${n}" stroke-opacity="0.25" stroke-width="1"/>`);else if(Rt[e]){let d=e==="T"||e==="9"?17:18;c=Rt[e].map(([a,f])=>`<g class="solitaire-pip">${rt(r,a,f,d,n,f>q+1)}</g>`).join("")}else c=Me(e,r,n,o.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+c+s+`<g transform="rotate(180 50 70)">${s}</g></g>`}function zt(t){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect class="solitaire-back-field" x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${t})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path class="solitaire-back-field" d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function Ft(t){return`<pattern id="${t}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${t}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Pt(t,o){let{rank:e,suit:r}=ut(t),i=o?.ranks?.[e]??Ht(e),n=o?.suits?.[r]??r;return(o?.card_name??"{rank} of {suit}").replace("{rank}",i).replace("{suit}",n)}var Ae={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},kt=3;function Ee(t){let o=t.draw_count;return typeof o=="number"&&o>=1?Math.min(o,kt):kt}function ft(t,o,e={}){let r={...Ae,...e};return(t.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?De(t,o,r):Te(t,o,r)}function Ut(t,o,e,r){let i=t/(o+(o-1)*e+2*e);return Math.max(r.minCardW,Math.min(r.maxCardW,i))}var A=t=>Math.round(t*100)/100;function G(t,o,e){let r=t.cards.length,i=t.face_down??0,n=t.cards.map((s,c)=>({index:c,code:s,faceUp:s!==null&&c>=i,x:o.x,y:o.y}));return{id:t.id,kind:t.kind,fan:"square",slot:o,drop:_e(o,e),cards:n,count:r}}function _e(t,o){return{x:A(t.x-o),y:A(t.y-o),w:A(t.w+2*o),h:A(t.h+2*o)}}function Ce(t,o,e,r,i,n){let s=t.cards.length,c=r.faceDownStep*e,d=r.faceUpStep*e,a=t.cards.slice(0,-1).map(p=>p===null?"d":"u"),f=()=>a.reduce((p,l)=>p+(l==="d"?c:d),0);if(i!==void 0&&s>1){let p=i-o.y-e,l=f();if(l>p&&p>0){let h=Math.max(.35,p/l);c*=h,d*=h}}let m=o.y,y=t.cards.map((p,l)=>{let h={index:l,code:p,faceUp:p!==null&&l>=(t.face_down??0),x:o.x,y:A(m)};return m+=p===null?c:d,h}),x=s?y[s-1].y+e:o.y+e;return{id:t.id,kind:t.kind,fan:"down",slot:o,drop:{x:A(o.x-n),y:A(o.y-n),w:A(o.w+2*n),h:A(x-o.y+e*.35+n)},cards:y,count:s}}function Le(t,o,e,r,i,n){let s=t.cards.length,c=Math.max(0,s-n),d=r.wasteFan*e,a=t.cards.map((m,y)=>({index:y,code:m,faceUp:m!==null,x:A(o.x+Math.max(0,y-c)*d),y:o.y})),f=s?a[s-1].x+e:o.x+e;return{id:t.id,kind:t.kind,fan:"right",slot:o,drop:{x:A(o.x-i),y:A(o.y-i),w:A(f-o.x+2*i),h:A(o.h+2*i)},cards:a,count:s,shown:n}}function Te(t,o,e){let r=t.piles,i=r.filter(u=>u.kind==="foundation"),n=r.filter(u=>u.kind==="tableau"),s=Math.max(7,n.length,i.length+3),c=.14,d=Ut(o,s,c,e),a=d*1.4,f=d*c,m=s*d+(s-1)*f;o=Math.max(o,m+2*f);let y=Math.max(f,(o-m)/2),x=u=>A(y+u*(d+f)),p=f,l=Math.max(14,a*.14),h=p+a+l+f*.6,g=f/2,v=(n.length?Math.max(0,n.length-1)*e.faceDownStep+Math.max(0,e.faceUpRoom-1)*e.faceUpStep:0)*a,$=h+a+v+f,w=e.maxHeight?Math.min($,e.maxHeight):$,_=w-f,C={},P=[];for(let u of r){let b;if(u.kind==="stock")b=G(u,{x:x(0),y:p,w:d,h:a},g),b.label={x:A(x(0)+d/2),y:A(p+a+l*.8),text:""};else if(u.kind==="waste")b=Le(u,{x:x(1),y:p,w:d,h:a},d,e,g,Ee(t));else if(u.kind==="foundation"){let k=i.indexOf(u);b=G(u,{x:x(s-i.length+k),y:p,w:d,h:a},g)}else{let k=n.indexOf(u);b=Ce(u,{x:x(k),y:A(h),w:d,h:a},a,e,_,g);let T=b.cards.length?b.cards[b.cards.length-1].y+a:h+a;w=Math.max(w,T+f)}C[u.id]=b,P.push(u.id)}return{width:A(o),height:A(w),cardW:A(d),cardH:A(a),gap:A(f),kind:"klondike",piles:C,order:P}}function De(t,o,e){let r=t.piles,i=r.filter(u=>u.kind==="foundation"),n=r.filter(u=>u.kind==="tableau"),s=Math.max(i.length,Math.ceil(n.length/2),1),c=s+1,d=.16,a=Ut(o,c,d,e),f=a*1.4,m=a*d,y=c*a+(c-1)*m;o=Math.max(o,y+2*m);let x=Math.max(m,(o-y)/2),p=u=>A(x+u*(a+m)),l=m,h=Math.max(14,f*.15),g=[l+f+h+m*.9];g.push(g[0]+f+m*1.1);let v=m/2,$={},w=[0,0];n.forEach((u,b)=>{let k=Math.min(1,Math.max(0,typeof u.row=="number"?u.row:b<s?0:1));$[u.id]={row:k,col:w[k]++}});let _={},C=[];for(let u of r){let b;if(u.kind==="stock")b=G(u,{x:p(0),y:l,w:a,h:f},v),b.label={x:A(p(0)+a/2),y:A(l+f+h*.8),text:""};else if(u.kind==="waste")b=G(u,{x:p(0),y:A(g[0]),w:a,h:f},v);else if(u.kind==="foundation"){let k=i.indexOf(u),T=p(1+k);b=G(u,{x:T,y:l,w:a,h:f},v),b.label={x:A(T+a/2),y:A(l+f+h*.8),text:u.label??""}}else{let{row:k,col:T}=$[u.id];b=G(u,{x:p(1+T%s),y:A(g[k]),w:a,h:f},v)}_[u.id]=b,C.push(u.id)}let P=g[1]+f+m*1.2;return{width:A(o),height:A(P),cardW:A(a),cardH:A(f),gap:A(m),kind:"matrimony",piles:_,order:C}}function V(t){return t.fan==="down"?t.cards:t.fan==="right"?t.cards.slice(-(t.shown??kt)):t.cards.slice(-1)}function pt(t,o,e){let r=t.cards[t.cards.length-1];return r?{x:r.x,y:r.y,w:o,h:e}:t.slot}function Ot(t,o,e){return o>=t.x&&o<=t.x+t.w&&e>=t.y&&e<=t.y+t.h}function $t(t,o,e){let{cardW:r,cardH:i}=t;for(let n=t.order.length-1;n>=0;n--){let s=t.piles[t.order[n]],c=V(s);for(let d=c.length-1;d>=0;d--){let a=c[d];if(Ot({x:a.x,y:a.y,w:r,h:i},o,e))return{pile:s.id,index:s.fan==="down"?a.index:s.count-1}}if(!c.length&&Ot(s.slot,o,e))return{pile:s.id,index:-1}}return null}function qt(t,o,e){let r=null,i=0;for(let n of t.order){if(n===e)continue;let s=t.piles[n];if(s.kind==="stock")continue;let c=s.drop,d=Math.min(o.x+o.w,c.x+c.w)-Math.max(o.x,c.x),a=Math.min(o.y+o.h,c.y+c.h)-Math.max(o.y,c.y);if(d<=0||a<=0)continue;let f=d*a;f>i&&(i=f,r=n)}return i>=.12*o.w*o.h?r:null}function gt(t){let o=[];for(let e of t.order){let r=t.piles[e];if(r.fan==="down"){let i=r.cards.filter(n=>n.faceUp);if(i.length)for(let n of i)o.push({pile:e,index:n.index});else o.push({pile:e,index:r.count-1})}else o.push({pile:e,index:r.count-1})}return o}function Wt(t,o){let e=t.piles[o.pile],r=o.index>=0?e.cards[o.index]:null,i=r?r.x:e.slot.x,n=r?r.y:e.slot.y;return{x:i+t.cardW/2,y:n+(r&&e.fan==="down"?t.cardH*.12:t.cardH/2)}}function Bt(t,o,e){let r=gt(t);if(!r.length)return null;if(!o)return r[0];let i=r.find(d=>d.pile===o.pile&&d.index===o.index)??r.find(d=>d.pile===o.pile);if(!i)return r[0];if(e==="up"||e==="down"){let d=r.filter(f=>f.pile===i.pile),a=d.indexOf(i)+(e==="down"?1:-1);if(a>=0&&a<d.length)return d[a]}let n=Wt(t,i);if(e==="left"||e==="right"){let d=t.piles[i.pile].slot.y,a=null,f=1/0;for(let y of t.order){let x=t.piles[y];if(y===i.pile||Math.abs(x.slot.y-d)>1)continue;let p=(x.slot.x-t.piles[i.pile].slot.x)*(e==="right"?1:-1);p>1&&p<f&&(f=p,a=y)}if(!a)return i;let m=r.filter(y=>y.pile===a);return m[m.length-1]}let s=null,c=1/0;for(let d of r){if(d.pile===i.pile)continue;let a=Wt(t,d),f=e==="up"?n.y-a.y:a.y-n.y,m=Math.abs(a.x-n.x);if(f<=1)continue;let y=f+3*m;y<c&&(c=y,s=d)}return s??i}function Kt(t,o){if(t.version===o.version)return;let e=t.position_since;if(typeof e=="number"&&typeof o.version=="number"&&e<=o.version)return;let r=t.last_move;if(!r||r.src!==o.src||r.dst!==o.dst||typeof t.move_count=="number"&&t.move_count<=o.moves)return null;let i=t.piles.find(s=>s.id===o.dst);if(!i||!i.cards.length)return null;let n=typeof r.count=="number"?r.count:o.count;return{pile:i.id,index:Math.max(0,i.cards.length-n)}}function St(t,o){return`${t}/${o}`}function Mt(t,o){return t.piles.find(e=>e.id===o)}function ht(t,o,e){let r=Mt(t,o);return r?Math.max(0,r.cards.length-e):0}function O(t,o,e,r=!0){let i=Mt(t,o);return!i||e<0||e>=i.cards.length||i.kind==="stock"||i.cards[e]===null?!1:e===i.cards.length-1||Object.prototype.hasOwnProperty.call(t.legal??{},St(o,e))?!0:i.kind==="tableau"&&r}function Vt(t,o,e){return(t.legal??{})[St(o,e)]??[]}function At(t,o,e,r){return{kind:"move",src:o,dst:r,count:ht(t,o,e),version:t.version}}function Zt(t,o,e){return{kind:"auto",src:o,count:ht(t,o,e),version:t.version}}function Et(t){return{kind:"stock",version:t.version}}function Yt(t,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return Et(t);case"h":return t.hint_available?{kind:"hint"}:null;default:return null}}function je(t,o){return String(t).replace(/\{(\w+)\}/g,(e,r)=>r in o?String(o[r]):e)}function Ie(t,o){let e=t.labels??{};if(o==="stock")return e.stock??"Stock";if(o==="waste")return e.waste??"Waste";let r=/^([ft])(\d+)$/.exec(o);return r?je(r[1]==="f"?e.foundation??"Foundation {n}":e.pile??"Pile {n}",{n:r[2]}):o}function Xt(t,o,e){let r=t.labels??{},i=Mt(t,o),n=Ie(t,o);if(!i||e<0||e>=i.cards.length){let c=o==="stock"&&t.stock_label?`, ${t.stock_label}`:"";return`${n}, ${r.empty??"empty"}${c}`}let s=i.cards[e];return o==="stock"?`${n}${t.stock_label?", "+t.stock_label:""}, ${r.face_down??"face down"}`:s===null?`${n}, ${r.face_down??"face down"}`:`${Pt(s,r)}, ${n}, ${r.face_up??"face up"}`}var Re=5,He=400;function Gt(t,o,e,r=!0){return e?e.pile==="stock"?{selection:null,intent:Et(t)}:o?e.pile===o.pile?e.index!==o.index&&O(t,e.pile,e.index,r)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:At(t,o.pile,o.index,e.pile)}:O(t,e.pile,e.index,r)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function Ne(t,o,e,r=!0){return Gt(t,o,e,r)}function Jt(t){let{root:o,svg:e}=t,r=null,i=null,n=l=>t.layout.piles[l]?.fan==="down",s=l=>{l&&t.emit(l)},c=l=>{if(l.button!==0||r&&r.dragging)return;t.pendingFocus=null;let h=t.toLocal(l.clientX,l.clientY),g=$t(t.layout,h.x,h.y);r={id:l.pointerId,hit:g,cx:l.clientX,cy:l.clientY,x:h.x,y:h.y,dragging:!1};let $=l.target.closest?.("[data-stop]");$&&(t.focus={pile:$.getAttribute("data-pile")??"",index:Number($.getAttribute("data-stop")?.split("/")[1])});try{e.setPointerCapture(l.pointerId)}catch{}g&&O(t.snapshot,g.pile,g.index,n(g.pile))&&(l.preventDefault(),o.focus({preventScroll:!0}))},d=l=>{if(!r||l.pointerId!==r.id)return;let h=r.hit;if(!r.dragging){if(Math.hypot(l.clientX-r.cx,l.clientY-r.cy)<Re||!h||!O(t.snapshot,h.pile,h.index,n(h.pile)))return;r.dragging=!0,i=null,t.selection=null,t.drag={src:h.pile,index:h.index,count:ht(t.snapshot,h.pile,h.index),dx:0,dy:0,over:null},t.repaint()}let g=t.toLocal(l.clientX,l.clientY),v=g.x-r.x,$=g.y-r.y;t.moveDrag(v,$);let w=t.drag;if(!w)return;let _=t.layout.piles[w.src].cards[w.index],C=qt(t.layout,{x:_.x+v,y:_.y+$,w:t.layout.cardW,h:t.layout.cardH},w.src);C!==w.over&&(w.over=C,t.repaint())},a=l=>{if(!r||l.pointerId!==r.id)return;let h=r;if(r=null,h.dragging){let g=t.drag;t.drag=null,t.selection=null,g&&g.over&&g.over!==g.src&&s(At(t.snapshot,g.src,g.index,g.over)),t.repaint();return}m(h.hit,l.timeStamp)},f=()=>{r=null,t.drag&&(t.drag=null,t.repaint())},m=(l,h)=>{let g=t.snapshot;if(l&&i&&i.pile===l.pile&&i.index===l.index&&h-i.t<He){i=null,O(g,l.pile,l.index,n(l.pile))&&s(Zt(g,l.pile,l.index)),t.select(null);return}let{selection:v,intent:$}=Gt(g,t.selection,l,l?n(l.pile):!0);i=l&&!$&&l.pile!=="stock"&&O(g,l.pile,l.index,n(l.pile))?{...l,t:h}:null,l&&(t.focus=l.index>=0||t.layout.piles[l.pile].count===0?l:t.focus),s($),v!==t.selection&&t.select(v)},y=l=>{if(l.altKey||l.ctrlKey||l.metaKey)return;let h=t.snapshot,g={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(l.key in g){l.preventDefault();let $=Bt(t.layout,t.focus,g[l.key]);$&&t.focusStop($);return}if(l.key==="Enter"||l.key===" "){if(l.preventDefault(),!t.focus){t.focusStop(null);return}let $=t.focus,{selection:w,intent:_}=Ne(h,t.selection,$,n($.pile));t.pendingFocus=_&&_.kind==="move"?{src:_.src,dst:_.dst,count:_.count,version:h.version,moves:typeof h.move_count=="number"?h.move_count:-1}:null,s(_),t.select(w);return}if(l.key==="?"){l.preventDefault(),t.options.onHelp?.();return}if(l.key==="Escape"){(t.selection||t.drag)&&(l.preventDefault(),r=null,t.drag=null,t.select(null));return}let v=Yt(h,l.key);v&&(l.preventDefault(),t.select(null),s(v))},x=l=>{if(l.touches.length!==1)return;let h=l.touches[0],g=t.toLocal(h.clientX,h.clientY),v=$t(t.layout,g.x,g.y);v&&O(t.snapshot,v.pile,v.index,n(v.pile))&&l.preventDefault()},p=l=>{let h=l.target.closest?.("[data-stop]");if(!h)return;let[g,v]=(h.getAttribute("data-stop")??"").split("/");t.focus={pile:g,index:Number(v)}};return e.addEventListener("pointerdown",c),e.addEventListener("pointermove",d),e.addEventListener("pointerup",a),e.addEventListener("pointercancel",f),e.addEventListener("lostpointercapture",f),e.addEventListener("touchstart",x,{passive:!1}),o.addEventListener("keydown",y),o.addEventListener("focusin",p),()=>{e.removeEventListener("pointerdown",c),e.removeEventListener("pointermove",d),e.removeEventListener("pointerup",a),e.removeEventListener("pointercancel",f),e.removeEventListener("lostpointercapture",f),e.removeEventListener("touchstart",x),o.removeEventListener("keydown",y),o.removeEventListener("focusin",p)}}var ze=`
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
`;function xt(t){let o=t.getRootNode?t.getRootNode():document,e=o&&o.nodeType===11?o:document.head;if(!e||e.querySelector&&e.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=ze,e.appendChild(r)}var Qt=new Set(["dark","dark-mode","dark-theme","theme-dark"]),te=new Set(["light","light-mode","light-theme","theme-light"]),re=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function Fe(t){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);if(o){let c=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],c]}if(typeof document>"u")return null;let e=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!e)return null;e.clearRect(0,0,1,1),e.fillStyle="#00000000",e.fillStyle=t,e.fillRect(0,0,1,1);let[r,i,n,s]=e.getImageData(0,0,1,1).data;return[r,i,n,s/255]}function Pe(t){let o=e=>{let r=e/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*o(t[0])+.7152*o(t[1])+.0722*o(t[2])}function Ue(t){let o=t;for(;o;){if(o.nodeType===1){let e=Fe(getComputedStyle(o).backgroundColor);if(e&&e[3]>=.5)return e}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function ee(t){if(!t)return null;for(let o of t.classList){if(Qt.has(o))return"dark";if(te.has(o))return"light"}for(let o of re){let e=(t.getAttribute(o)||"").toLowerCase();if(Qt.has(e))return"dark";if(te.has(e))return"light"}return null}function Oe(t){let o=t.ownerDocument||document,e=o.body,r=o.documentElement,i=e&&e.getAttribute("data-jp-theme-light");if(i==="true"||i==="false")return{scheme:i==="true"?"light":"dark",source:"jupyter"};let n=e?`${e.className} ${e.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(n))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(n))return{scheme:"dark",source:"vscode"};let s=ee(e)||ee(r);if(s)return{scheme:s,source:"page"};let c=t.isConnected?Ue(t.parentNode||t):null;if(c)return{scheme:Pe(c)<.18?"dark":"light",source:"background"};let d=t.nodeType===1?getComputedStyle(t).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var oe=new WeakMap;function ie(t){let o=()=>{let c=t.dataset.themeChoice,{scheme:d,source:a}=c==="light"||c==="dark"?{scheme:c,source:"setting"}:Oe(t);if(t.dataset.theme===d&&t.dataset.themeSource===a)return;t.classList.add("solitaire-no-transition"),t.classList.toggle("solitaire-dark",d==="dark"),t.classList.toggle("solitaire-light",d==="light");let f=a==="prefers-color-scheme"||a==="color-scheme"||a==="setting";t.classList.toggle("solitaire-own-bg",f),t.classList.toggle("solitaire-theme-fixed",a==="setting"),t.dataset.theme=d,t.dataset.themeSource=a,t.offsetHeight,t.classList.remove("solitaire-no-transition")};oe.set(t,o),o();let e=t.ownerDocument||document,r=new MutationObserver(o),i=["class","data-jp-theme-light","data-vscode-theme-kind","style",...re];for(let c of[e.documentElement,e.body])c&&r.observe(c,{attributes:!0,attributeFilter:i});let n=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;n?.addEventListener?.("change",o);let s=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{oe.delete(t),r.disconnect(),n?.removeEventListener?.("change",o),s&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(s)}}function J(t){return t.getRootNode().activeElement??document.activeElement}var it="data-lm-suppress-shortcuts";function ne(t){let o=n=>{let s=n.target;s&&s.setAttribute&&!s.hasAttribute(it)&&s.setAttribute(it,"true")},e=[],r=()=>{e.forEach(n=>n.setAttribute(it,"true")),e=[]},i=n=>{if(r(),!(n.ctrlKey||n.metaKey||n.altKey)||n.key==="Enter")return;let s=n.target;if(!(s instanceof Element)||!t.contains(s))return;let c=t.parentElement;for(let d=s;d&&d!==c;d=d.parentElement)d.hasAttribute(it)&&(d.removeAttribute(it),e.push(d));e.length&&setTimeout(r)};return t.addEventListener("focusin",o),window.addEventListener("keydown",i,!0),()=>{r(),t.removeEventListener("focusin",o),window.removeEventListener("keydown",i,!0)}}var _t=200,We=240,qe=700,Be=1500,Ke=3e3,bt="cubic-bezier(0.2, 0.7, 0.3, 1)",Q="solitaire-motion",tt=t=>(Math.round(t*100)/100).toString();function Ve(t){return!(t.animate===!1||typeof Element>"u"||typeof Element.prototype.animate!="function"||typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)}function Ze(t,o){if(!t||!t.piles?.some(i=>i.cards.length))return"none";let e=t,r=o;return r.deal!==e.deal||r.variant!==e.variant||r.move_count===0&&e.move_count>0?"deal":r.status==="won"&&e.status!=="won"?"win":"slide"}function se(t,o,e){let r=new Map,i=new Map;for(let n of e.order){let s=e.piles[n];for(let c of V(s)){let d=t.querySelector(`.solitaire-card[data-pile="${n}"][data-index="${c.index}"]`),a={x:c.x,y:c.y,pile:n,index:c.index,html:d?d.outerHTML:""};c.code&&c.faceUp&&r.set(c.code,[...r.get(c.code)??[],a]),c.index===s.count-1&&i.set(n,a)}}return{snapshot:o,layout:e,byCode:r,tops:i}}function ae(t){let o=t.querySelector(":scope > .solitaire-motion");return o||(o=document.createElementNS("http://www.w3.org/2000/svg","g"),o.setAttribute("class","solitaire-motion"),o.setAttribute("pointer-events","none"),t.appendChild(o)),o}function le(t,o){if(!o)return null;let e=ae(t),r=document.createElementNS("http://www.w3.org/2000/svg","g");r.innerHTML=o;let i=r.firstElementChild;return i?(i.removeAttribute("tabindex"),i.removeAttribute("data-stop"),i.removeAttribute("data-pile"),i.removeAttribute("data-index"),i.setAttribute("aria-hidden","true"),i.classList.add("solitaire-ghost"),e.appendChild(i),i):null}var K=(t,o,e)=>`translate(${tt(t)}px, ${tt(o)}px) scale(${tt(e)})`,ce=(t,o,e)=>`translate(${tt(t)} ${tt(o)}) scale(${tt(e)})`,nt=new WeakMap;function de(t,o,e){let r=J(t),i=r&&o.contains(r);e(),i&&r.focus({preventScroll:!0})}function Ye(t,o){let e=o.parentNode;if(!e)return;let r=nt.get(t)??[];r.push({el:o,parent:e,next:o.nextSibling}),nt.set(t,r),de(t,o,()=>ae(t).before(o))}function Ct(t,o){let e=nt.get(t);if(!e)return;let r=o?e.filter(n=>o.includes(n.el)):e,i=o?e.filter(n=>!o.includes(n.el)):[];i.length?nt.set(t,i):nt.delete(t);for(let{el:n,parent:s,next:c}of r.reverse())!n.isConnected||!s.isConnected||n.parentNode!==t||de(t,n,()=>s.insertBefore(n,c&&c.parentNode===s?c:null))}function ue(t,o,e,r){if(!Ve(e))return 0;let i=Ze(o.snapshot,e);if(i==="none")return 0;let n=r.cardW/100;if(i==="deal")return Je(t,r,n);let s=Xe(t,o,e,r,n);return i==="win"&&(s+=Qe(t,e,r,n)),s}function Lt(t,o,e){let r=t.piles.find(i=>i.id===e.pile);return!!r&&r.cards[e.index]===o}function Xe(t,o,e,r,i){let n=0,s=r.piles.stock,c=e.last_move?.src,d=new Set,a=new Set,f=[];for(let p of r.order)for(let l of V(r.piles[p]))!l.code||!l.faceUp||(a.add(`${p}/${l.index}`),f.push({c:l,id:p}));let m=new Map;for(let{c:p,id:l}of f){let h=(o.byCode.get(p.code)??[]).find(g=>g.pile===l&&g.index===p.index);h&&(m.set(`${l}/${p.index}`,h),d.add(h))}let y=[];for(let{c:p,id:l}of f){let h=p.code,g=t.querySelector(`.solitaire-card[data-pile="${l}"][data-index="${p.index}"]`);if(!g)continue;let v=m.get(`${l}/${p.index}`);if(!v){let w=(o.byCode.get(h)??[]).filter(_=>!d.has(_)&&!Lt(e,h,_));v=w.find(_=>_.pile===c)??w[0],v&&d.add(v)}let $=v?{x:v.x,y:v.y}:null;if(!v){let w=o.layout.piles[l];if(w&&w.cards[p.index]&&!w.cards[p.index].faceUp){let P=r.cardW/2*.98;g.animate([{transform:`${K(p.x+P,p.y,i)} scaleX(0.02)`},{transform:K(p.x,p.y,i)}],{id:Q,duration:_t,easing:bt}),n++;continue}let C=c&&o.tops.get(c)||(s?s.slot:null);C&&($={x:C.x,y:C.y})}!$||Math.abs($.x-p.x)<.5&&Math.abs($.y-p.y)<.5||(g.animate([{transform:K($.x,$.y,i)},{transform:K(p.x,p.y,i)}],{id:Q,duration:_t,easing:bt}),y.push(g),n++)}let x=[];for(let[p,l]of o.byCode)for(let h of l){if(d.has(h))continue;let g=s?{x:s.slot.x,y:s.slot.y}:null,v=Lt(e,p,h)?{pile:h.pile,index:h.index}:Ge(e,p,a,d,l),$=v&&r.piles[v.pile]?.cards[v.index];if($&&(g={x:$.x,y:$.y}),!g||Math.abs(g.x-h.x)<.5&&Math.abs(g.y-h.y)<.5)continue;let w=le(t,h.html);if(!w)continue;w.setAttribute("transform",ce(g.x,g.y,i));let _=w.animate([{transform:K(h.x,h.y,i),opacity:1},{transform:K(g.x,g.y,i),opacity:1}],{id:Q,duration:_t,easing:bt});_.onfinish=()=>w.remove(),x.push(_),n++}for(let p of y)Ye(t,p);if(y.length){let p=y.flatMap(l=>l.getAnimations());Promise.all(p.map(l=>l.finished)).then(()=>Ct(t,y),()=>Ct(t,y))}return n}function Ge(t,o,e,r,i){let n=new Set(i.filter(s=>Lt(t,o,s)).map(s=>`${s.pile}/${s.index}`));for(let s of t.piles)for(let c=0;c<s.cards.length;c++){if(s.cards[c]!==o)continue;let d=`${s.id}/${c}`;if(!e.has(d)&&!n.has(d))return{pile:s.id,index:c}}return null}function Je(t,o,e){let r=o.piles.stock;if(!r)return 0;let i=[...t.querySelectorAll(".solitaire-card")].filter(c=>c.getAttribute("data-pile")!=="stock"),n=i.length>1?Math.min(40,qe/(i.length-1)):0,s=0;return i.forEach((c,d)=>{let f=o.piles[c.getAttribute("data-pile")??""]?.cards[Number(c.getAttribute("data-index"))];if(!f)return;let m=K(r.slot.x,r.slot.y,e);c.animate([{transform:m,opacity:0},{transform:m,opacity:1,offset:.05},{transform:K(f.x,f.y,e),opacity:1}],{id:Q,duration:We,delay:d*n,easing:bt,fill:"backwards"}),s++}),s}function Qe(t,o,e,r){let i=e.order.filter(f=>e.piles[f].kind==="foundation"),n=[];i.forEach((f,m)=>{let y=t.querySelector(`.solitaire-card[data-pile="${f}"]`),x=o.piles.find(g=>g.id===f);if(!y||!x)return;let p=y.outerHTML,l=/url\(#([\w-]+)-court\)/.exec(p),h=x.cards.filter(g=>typeof g=="string").reverse();n.push(h.map((g,v)=>({id:f,code:g,f:m,html:v===0||!l?p:`<g>${X(g,{courtFill:`url(#${l[1]}-court)`})}</g>`})))});let s=[];for(let f=0;n.some(m=>f<m.length);f++)for(let m of n)f<m.length&&s.push(m[f]);let c=s.length>1?Math.min(110,Ke/(s.length-1)):0,d=e.height-e.cardH,a=0;return s.forEach((f,m)=>{let y=e.piles[f.id].cards.slice(-1)[0],x=le(t,f.html);if(!y||!x)return;x.setAttribute("transform",ce(y.x,y.y,r)),x.parentNode?.prepend(x);let p=f.f+m,l=(p%2?1:-1)*(.18+.07*(p%5))*e.cardW,h=[],g=y.x,v=y.y,$=-.2*e.cardH,w=24;for(let C=0;C<=w;C++)h.push({transform:K(g,v,r),opacity:C<w-4?1:(w-C)/4}),g+=l,$+=.12*e.cardH,v+=$,v>d&&(v=d,$=-$*.66);let _=x.animate(h,{id:Q,duration:Be,delay:m*c,fill:"both"});_.onfinish=()=>x.remove(),a++}),a}function mt(t){let e=(typeof t.getAnimations=="function"?t.getAnimations({subtree:!0}):[]).filter(r=>r.id===Q);for(let r of e)r.finish();return t.querySelector(":scope > .solitaire-motion")?.replaceChildren(),Ct(t),e.length}var Tt=Symbol.for("solitaire_widget.ids");function fe(t){let o=globalThis;return o[Tt]=(o[Tt]??0)+1,`${t}${o[Tt]}`}var to="http://www.w3.org/2000/svg";function st(t){return String(t).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var S=t=>(Math.round(t*100)/100).toString();function pe(t,o,e={}){xt(t);let r=fe("solitaire"),i=e.interactive!==!1,n=document.createElement("div");n.className="solitaire-table"+(i?" solitaire-interactive":""),i&&(n.tabIndex=-1,n.setAttribute("data-lm-suppress-shortcuts","true"));let s=document.createElementNS(to,"svg");s.setAttribute("class","solitaire-svg"),s.setAttribute("role","group"),n.appendChild(s),t.appendChild(n);let c=()=>e.width??(n.clientWidth||t.clientWidth||760),d=c(),a={root:n,svg:s,options:e,snapshot:o,layout:ft(o,d,e),selection:null,drag:null,focus:null,pendingFocus:null,update(x){let p=ft(x,d,e);mt(s);let l=se(s,a.snapshot,a.layout);a.snapshot=x,a.layout=p;let h=a.selection;if(h&&!O(x,h.pile,h.index,x.layout!=="matrimony")&&(a.selection=null),a.drag=null,a.pendingFocus){let g=Kt(x,a.pendingFocus);g!==void 0&&(a.pendingFocus=null),g&&(a.focus=g)}a.repaint(),ue(s,l,x,p)},relayout(){let x=c();if(!(Math.abs(x-d)<1)){d=x;try{a.layout=ft(a.snapshot,d,e),a.repaint()}catch(p){console.warn("solitaire_widget: the table could not be laid out again",p)}}},repaint(){let x=J(n),p=n.contains(x)&&x!==n;s.innerHTML=eo(a,r);let{width:l,height:h}=a.layout;s.setAttribute("viewBox",`0 0 ${S(l)} ${S(h)}`),s.setAttribute("aria-label",a.snapshot.title??"Solitaire"),n.classList.toggle("solitaire-dragging",!!a.drag),p&&a.focusStop(a.focus)},select(x){a.selection=x,a.repaint()},toLocal(x,p){let l=s.getBoundingClientRect(),h=l.width?a.layout.width/l.width:1;return{x:(x-l.left)*h,y:(p-l.top)*h}},moveDrag(x,p){if(!a.drag)return;a.drag.dx=x,a.drag.dy=p;let l=s.querySelector(".solitaire-drag");l&&l.setAttribute("transform",`translate(${S(x)} ${S(p)})`)},focusStop(x){let p=gt(a.layout),l=x&&p.find(g=>g.pile===x.pile&&g.index===x.index);if(!l&&x){let g=p.filter(v=>v.pile===x.pile);l=g[g.length-1]}if(l=l??p[0],!l)return;a.focus=l;let h=s.querySelector(`[data-stop="${l.pile}/${l.index}"]`);if(h){for(let g of s.querySelectorAll(`[data-pile="${l.pile}"][tabindex="0"]`))g.setAttribute("tabindex","-1");h.setAttribute("tabindex","0"),h.focus({preventScroll:!0})}},emit(x){e.onIntent?.(x)},destroy(){m?.(),n.removeEventListener("pointerdown",f,!0),n.removeEventListener("keydown",f,!0),mt(s),y?.disconnect(),n.remove()}};a.repaint();let f=()=>mt(s);n.addEventListener("pointerdown",f,!0),n.addEventListener("keydown",f,!0);let m=i?Jt(a):null,y=null;if(e.width===void 0&&typeof ResizeObserver<"u"){let x=0;y=new ResizeObserver(()=>{cancelAnimationFrame(x),x=requestAnimationFrame(()=>a.relayout())}),y.observe(n)}return a}function eo(t,o){let e=t.snapshot,r=t.layout,{cardW:i,cardH:n}=r,s=i/100,c=t.options.showTargets??e.show_targets??!0,d=t.options.interactive!==!1,a=t.drag,f=a?{pile:a.src,index:a.index}:t.selection,m=d?gt(r):[],y=new Set(m.map(u=>`${u.pile}/${u.index}`)),x={};for(let u of m)x[u.pile]=`${u.pile}/${u.index}`;t.focus&&y.has(`${t.focus.pile}/${t.focus.index}`)&&(x[t.focus.pile]=`${t.focus.pile}/${t.focus.index}`);let p=f&&!a?`${f.pile}/${f.index}`:null,l=f&&c?Vt(e,f.pile,f.index):[],h=new Set(a?[]:l),g=e.labels??{},v=(u,b)=>{let k=`${u}/${b}`;if(!y.has(k))return"";let T=Xt(e,u,b);k===p?T+=`, ${g.picked_up??"picked up"}`:h.has(u)&&(T+=`, ${g.can_go_here??"it can go here"}`);let E=k===p?' aria-pressed="true"':"";return` data-stop="${k}" tabindex="${x[u]===k?0:-1}" role="button" data-lm-suppress-shortcuts="true"${E} aria-label="${st(T)}"`},$=u=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${u+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${u+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,w=[`<defs>${Ft(o)}</defs>`],_=[];for(let u of r.order){let b=r.piles[u],k=e.piles.find(E=>E.id===u);if(!k)continue;if(w.push(`<g class="solitaire-pile solitaire-pile-${b.kind}" data-pile-id="${u}">`),w.push(io(e,b,k,i,n,o,v(u,-1),$(10))),b.fan==="square"&&b.count>1){let E=Math.min(3,Math.ceil(b.count/8));for(let I=E;I>=1;I--)w.push(`<rect x="${S(b.slot.x+I*1.1)}" y="${S(b.slot.y+I*1.4)}" width="${S(i)}" height="${S(n)}" rx="${S(7*s)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let E of V(b)){let I=a&&a.src===u&&E.index>=a.index,H=`solitaire-card${d&&E.faceUp&&O(e,u,E.index,b.fan==="down")?" solitaire-pickable":""}${u==="stock"?" solitaire-stock-hit":""}`,Z=oo(E.code,E.faceUp,!!t.options.showFaceDown,o),Y=I||b.fan!=="down"&&E.index!==b.count-1?"":v(u,E.index),R=`<g class="${H}" data-pile="${u}" data-index="${E.index}"${E.code&&E.faceUp?` data-card="${E.code}"`:""}${Y} transform="translate(${S(E.x)} ${S(E.y)}) scale(${S(s)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+Z+(Y?$(10):"")+"</g>";I?_.push(R):w.push(R)}let T=b.fan==="square"&&b.count>1&&(b.kind==="tableau"||b.kind==="foundation"||b.kind==="stock");if(T&&w.push(ro(b,i,n,b.count)),b.label&&b.kind==="stock"&&e.stock_label&&!T){let E=Math.max(9,.14*i),I=i+r.gap*.8,ot=String(e.stock_label).length*E*.58>I?` textLength="${S(I)}" lengthAdjust="spacingAndGlyphs"`:"";w.push(`<text class="solitaire-pile-label" x="${S(b.label.x)}" y="${S(b.label.y)}" text-anchor="middle" font-size="${S(E)}"${ot}>${st(e.stock_label)}</text>`)}else if(b.label&&b.label.text){let E=k.dir==="down"?"\u2193 ":k.dir==="up"?"\u2191 ":"";w.push(`<text class="solitaire-pile-label" x="${S(b.label.x)}" y="${S(b.label.y)}" text-anchor="middle" font-size="${S(Math.max(8.5,.13*i))}">${st(E+b.label.text)}</text>`)}w.push("</g>")}let C=(u,b,k,T,E=0,I="")=>`<rect class="${b}" x="${S(u.x-2)}" y="${S(u.y-2)}" width="${S(u.w+4)}" height="${S(u.h+4)}" rx="${S(8*s+2)}" fill="${k}" fill-opacity="${E}" stroke="${k}" stroke-width="${T}"${I?` stroke-dasharray="${I}"`:""} pointer-events="none"/>`,P=(u,b)=>{let k=r.piles[u];if(!k||!k.cards.length)return k?k.slot:null;let T=V(k),E=k.fan==="down"?k.cards[Math.max(0,b)]:T[T.length-1],I=k.cards[k.cards.length-1];return{x:E.x,y:E.y,w:I.x-E.x+i,h:I.y-E.y+n}};if(e.last_move&&!a&&r.piles[e.last_move.dst]){let u=r.piles[e.last_move.dst],b=P(e.last_move.dst,u.count-(e.last_move.count??1));b&&u.count&&w.push(C(b,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(e.hint&&r.piles[e.hint.src]&&r.piles[e.hint.dst]){let u=r.piles[e.hint.src],b=P(e.hint.src,u.count-(e.hint.count??1));b&&w.push(C(b,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),w.push(C(pt(r.piles[e.hint.dst],i,n),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(f&&r.piles[f.pile]){if(c)for(let u of l){if(!r.piles[u])continue;let b=pt(r.piles[u],i,n),k=Math.max(2.5,.05*i);w.push(`<rect class="solitaire-target-ring" data-target="${u}" x="${S(b.x+k)}" y="${S(b.y+k)}" width="${S(b.w-2*k)}" height="${S(b.h-2*k)}" rx="${S(6*s)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${S(.09*i)} ${S(.06*i)}" style="filter: drop-shadow(0 0 ${S(.05*i)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!a){let u=P(f.pile,f.index);u&&w.push(C(u,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return a&&a.over&&r.piles[a.over]&&w.push(C(pt(r.piles[a.over],i,n),"solitaire-over-ring","#ffffff",3.6,.2)),a&&w.push(`<g class="solitaire-drag" transform="translate(${S(a.dx)} ${S(a.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${_.join("")}</g>`),w.join("")}function oo(t,o,e,r){return t&&o?X(t,{courtFill:`url(#${r}-court)`}):t&&e?X(t,{courtFill:`url(#${r}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':zt(`${r}-lattice`)}function ro(t,o,e,r){let i=Math.max(8,o*.13),n=r>=10?i*.45:0,s=t.slot.x+o-3-i-n,c=t.slot.y+3+i*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${S(s-i-n)}" y="${S(c-i*.78)}" width="${S(2*(i+n))}" height="${S(i*1.56)}" rx="${S(i*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${S(s)}" y="${S(c+i*.36)}" text-anchor="middle" font-size="${S(i*1.02)}" font-weight="700" fill="#fff">${r}</text></g>`}function io(t,o,e,r,i,n,s,c){let d=r/100,{x:a,y:f}=o.slot,m=o.count===0,y=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${m?"6 4":"0"}"/>`;if(m)if(e.kind==="foundation"&&e.base){let{suit:p}=ut(e.base);y+=`<g opacity="0.42">${X(e.base,{courtFill:`url(#${n}-court)`})}</g>`,y+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let l=e.dir!=="down";y+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${l?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(e.kind==="foundation")y+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${e.label&&e.label.length>3?19:26}">${st(e.label||"A")}</text>`;else if(e.kind==="stock"){let p=t.stock_action;if(p==="turn")y+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(p==="redeal"){let l=typeof t.redeal_pile=="number"?String(t.redeal_pile):"";y+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(l?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${st(l)}</text>`:"")}else!p&&t.status!=="won"&&(y+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else e.kind==="tableau"&&o.fan==="down"&&(y+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${t.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${e.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${e.id}" data-index="-1"${m?s:""} transform="translate(${S(a)} ${S(f)}) scale(${S(d)})">${y}${m&&s?c:""}</g>`}var no={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},so=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function ao(t,o=document){let e=o.createElement("template");e.innerHTML=String(t??"");let r=o.createDocumentFragment(),i=(n,s)=>{for(let c of Array.from(n.childNodes))if(c.nodeType===3)s.appendChild(o.createTextNode(c.nodeValue??""));else if(c.nodeType===1){let d=c,a=d.localName;if(so.has(a))continue;let f=no[a];if(!f){i(d,s);continue}let m=o.createElement(a);for(let y of f){let x=d.getAttribute(y);x!==null&&m.setAttribute(y,x)}i(d,m),s.appendChild(m)}};return i(e.content,r),r}function lo(t,o,e){let r=()=>Array.from(t.querySelectorAll(":scope > [role='dialog']:not(.solitaire-hidden)"));return o.addEventListener("solitaire-close",e),{beforeOpen(){for(let i of r())i!==o&&i.dispatchEvent(new Event("solitaire-close"))},shade(){let i=r().length>0;for(let n of Array.from(t.children))n.getAttribute("role")!=="dialog"&&(n.inert=i)}}}function ge(t,o={}){let e=document.createElement("div");e.className="solitaire-rules-panel solitaire-hidden",e.setAttribute("role","dialog"),e.tabIndex=-1;let r=document.createElement("div");r.className="solitaire-rules-head";let i=document.createElement("button");i.type="button",i.className="solitaire-btn solitaire-rules-close";let n=document.createElement("div");n.className="solitaire-rules-body",r.append(i),e.append(r,n),t.append(e);let s="",c=()=>{e.classList.contains("solitaire-hidden")||(e.classList.add("solitaire-hidden"),t.classList.remove("solitaire-rules-open"),d.shade(),o.onClose?.())},d=lo(t,e,c);return i.addEventListener("click",c),e.addEventListener("keydown",a=>{a.stopPropagation(),a.key==="Escape"&&(a.preventDefault(),c())}),{panel:e,get isOpen(){return!e.classList.contains("solitaire-hidden")},set(a,f){i.textContent="\u2715 "+(f.close??"Close"),i.title=f.close??"Close",e.setAttribute("aria-label",f.rules??"Rules"),a!==s&&(s=a,n.replaceChildren(ao(a)))},open(){d.beforeOpen(),e.classList.remove("solitaire-hidden"),t.classList.add("solitaire-rules-open"),d.shade(),e.scrollTop=0,e.focus({preventScroll:!0})},close:c,toggle(){e.classList.contains("solitaire-hidden")?this.open():c()},destroy(){t.classList.remove("solitaire-rules-open"),e.remove(),d.shade()}}}var he="solitaire-replay-style",co=`
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
`,et=t=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${t}" fill="currentColor"/></svg>`,Dt={first:et("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:et("M3 2h2v12H3zM13 2v12L6 8z"),play:et("M4 2v12l10-6z"),pause:et("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:et("M3 2v12l7-6zM11 2h2v12h-2z"),last:et("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},yt={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},uo=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function fo(t){let o=t.ownerDocument,e=t.getRootNode(),r=e&&e.nodeType===11?e:o.head;if(r.querySelector(`#${he}`))return;let i=o.createElement("style");i.id=he,i.textContent=co,r.appendChild(i)}function xe(t,o){let e=t.frames[o],r=0,i=t.piles.map((s,c)=>{let d=e.p[c],a=[];for(let m=0;m<d.length;m+=2){let y=d.slice(m,m+2);a.push(y==="--"?null:y)}s.kind==="stock"&&(r=a.length);let f={...s,cards:a};return e.d&&(f.face_down=e.d[c]),f}),n=t.labels||{};return{version:o,variant:t.variant,title:t.title,layout:t.layout,draw_count:t.draw_count,lang:t.lang,deal:t.deal,move_count:o,status:t.status?t.status[o]:"playing",piles:i,legal:{},auto:{},hint:null,last_move:t.last_move?t.last_move[o]:null,message:null,stock_label:r>1?"":String(r),show_targets:!1,labels:t.table_labels&&Object.keys(t.table_labels).length?t.table_labels:{stock:n.stock,waste:n.waste,foundation:n.foundation,pile:n.pile,empty:n.empty,face_up:n.face_up,face_down:n.face_down}}}function B(t,o,e={}){let r=document.createElement(t);return r.className=o,Object.assign(r,e),r}function be(t,o,e={}){xt(t),fo(t);let r=o.frames.length-1,i=o.labels||{},n=B("div","solitaire-root solitaire-replay",{tabIndex:0});n.setAttribute("data-lm-suppress-shortcuts","true"),n.setAttribute("role","region"),n.setAttribute("aria-label",o.title||"Replay");let s=B("div","solitaire-replay-bar"),c=(M,L,F)=>{let W=B("button",`solitaire-btn solitaire-replay-btn ${M}`,{type:"button",innerHTML:Dt[L],title:`${F} (${(L==="play"||L==="pause")&&i.space||yt[L]})`});return W.setAttribute("aria-label",F),W},d=c("solitaire-replay-first","first",i.first||"First"),a=c("solitaire-replay-prev","prev",i.prev||"Previous"),f=c("solitaire-replay-play","play",i.play||"Play"),m=c("solitaire-replay-next","next",i.next||"Next"),y=c("solitaire-replay-last","last",i.last||"Last"),x=B("input","solitaire-replay-scrub",{type:"range",min:0,max:r,step:1,value:0});x.setAttribute("aria-label",i.scrubber||"Position");let p=B("span","solitaire-replay-counter");s.append(d,a,f,m,y,x,p);let l=o.table_labels||{},h=null,g=null;o.rules_html&&(g=B("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:l.rules||i.rules||"Rules"}),g.setAttribute("aria-expanded","false"),s.append(g));let v=B("div","solitaire-replay-narration"),$=B("div","solitaire-replay-comment"),w=B("div","solitaire-said solitaire-replay-said",{role:"status"});w.setAttribute("aria-live","polite");let _=B("div","solitaire-replay-table");_.style.position="relative",n.append(s,v,$,w,_),t.appendChild(n);let C=ie(n),P=ne(n);g&&(h=ge(_,{onClose:()=>{g.setAttribute("aria-expanded","false"),g.focus()}}),h.set(o.rules_html,{rules:l.rules||i.rules,close:l.close||i.close}),g.addEventListener("click",()=>{h.toggle(),g.setAttribute("aria-expanded",String(h.isOpen))}));let u=Math.max(0,Math.min(r,e.index??0)),b=pe(_,xe(o,u),{interactive:!1,showFaceDown:!!o.show_face_down,width:e.width}),k=null,T=(M,L)=>M.replace(/\{(\w+)\}/g,(F,W)=>W in L?L[W]:F),E=M=>T(i.position||"Move {i} of {n}",{i:String(M),n:String(r)}),I=M=>M===0?i.deal||"Deal":M===r?T(i.end||"End, move {n} of {n}",{n:String(r)}):E(M),ot=M=>{b.update(xe(o,u)),x.value=String(u),p.textContent=u===0?i.deal||"Deal":E(u);let L=o.parts?o.parts[u]:null;if(L?(v.textContent=[L.action,L.rule,...L.effects||[]].filter(Boolean).join(" "),$.textContent=L.comment||""):(v.textContent=o.narration[u]||"",$.textContent=""),M!==void 0){let me=(M===u+1&&o.back?o.back[M]:null)||[v.textContent,$.textContent].filter(Boolean).join(" ");w.textContent=`${I(u)}. ${me}`}let F=J(n),W=u===0,It=u===r,lt=(W&&(F===d||F===a)?m:null)??(It&&(F===m||F===y)?a:null);d.disabled=a.disabled=W,m.disabled=y.disabled=It,lt&&!lt.disabled?lt.focus({preventScroll:!0}):lt&&x.focus({preventScroll:!0}),n.dataset.index=String(u)},H=(M,L=!0)=>{let F=Math.max(0,Math.min(r,Math.round(M)));if(F===u)return;let W=u;u=F,ot(W),L&&e.onIndex&&e.onIndex(u)},Z=!1,Y=M=>{f.innerHTML=M?Dt.pause:Dt.play;let L=M?i.pause||"Pause":i.play||"Play";f.setAttribute("aria-label",L),f.title=`${L} (${i.space||(M?yt.pause:yt.play)})`,n.dataset.playing=String(M)},R=(M=!1)=>{let L=k!==null||Z;k!==null&&clearInterval(k),k=null,Z=!1,Y(!1),L&&!M&&e.onPlaying?.(!1)},jt=()=>k!==null||Z,at=()=>{Z=!1,u===r&&H(0),Y(!0),e.onPlaying?.(!0),k=setInterval(()=>{u>=r?R():H(u+1)},vt)},vt=e.interval??900;return d.addEventListener("click",()=>{R(),H(0)}),a.addEventListener("click",()=>{R(),H(u-1)}),m.addEventListener("click",()=>{R(),H(u+1)}),y.addEventListener("click",()=>{R(),H(r)}),f.addEventListener("click",()=>jt()?R():at()),x.addEventListener("input",()=>{R(),H(Number(x.value))}),n.addEventListener("keydown",M=>{if(!uo.has(M.key)||M.altKey||M.ctrlKey||M.metaKey)return;M.stopPropagation();let F={ArrowLeft:()=>{R(),H(u-1)},ArrowRight:()=>{R(),H(u+1)},Home:()=>{R(),H(0)},End:()=>{R(),H(r)}," ":()=>jt()?R():at()}[M.key];F&&!(M.target instanceof HTMLButtonElement&&M.key===" ")&&(M.preventDefault(),F())}),ot(),n.dataset.playing="false",{root:n,table:b,get index(){return u},get driving(){return k!==null},follow(M){if(!M)return R(!0);k===null&&(Z=!0,Y(!0))},seek:H,step:()=>H(u+1),back:()=>H(u-1),play:at,pause:R,setInterval(M){!(M>0)||M===vt||(vt=M,k!==null&&(clearInterval(k),k=null,at()))},destroy(){R(),C(),P(),h?.destroy(),b.destroy(),n.remove()}}}function po({model:t,el:o}){let e=null,r=()=>{e&&e.destroy(),e=null;let d=t.get("_frames");!d||!d.frames||!d.frames.length||(e=be(o,d,{index:t.get("index")??0,interval:t.get("interval")??900,onIndex:a=>{t.set("index",a),t.save_changes()},onPlaying:a=>{t.set("_playing",a),t.save_changes()}}))},i=()=>e?.follow(!!t.get("_playing")),n=()=>e?.setInterval(t.get("interval")),s=()=>{let d=t.get("index");e&&typeof d=="number"&&e.index!==d&&e.seek(d,!1)};r();let c=null;if(t.get("_playing")){e?.follow(!0);let d=t.get("index");c=setTimeout(()=>{t.get("_playing")&&t.get("index")===d&&!e?.driving&&(t.set("_playing",!1),t.save_changes())},3*(t.get("interval")??900))}return t.on("change:_playing",i),t.on("change:index",s),t.on("change:interval",n),t.on("change:_frames",r),()=>{clearTimeout(c),e?.driving&&(t.set("_playing",!1),t.save_changes()),t.off("change:_playing",i),t.off("change:index",s),t.off("change:interval",n),t.off("change:_frames",r),e&&e.destroy()}}var Yo={render:po};export{Yo as default};
