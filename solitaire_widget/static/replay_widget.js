var ne="#c0142c",ae="#1b1e24";function et(t){let o=t[0],e=t[1];return{rank:o,suit:e,red:e==="H"||e==="D"}}function $t(t){return t==="T"?"10":t}var se={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function X(t,o,e,i,r,n=!1){let a=i/100,c=n?" rotate(180 50 50)":"";return`<path d="${se[t]}" fill="${r}" transform="translate(${dt(o-i/2)} ${dt(e-i/2)}) scale(${dt(a)})${c}"/>`}function dt(t){return Number.isInteger(t)?String(t):t.toFixed(2)}var _=31,I=50,T=69,j=29,R=111,H=70,Q=56.3,tt=83.7,kt={2:[[I,j],[I,R]],3:[[I,j],[I,H],[I,R]],4:[[_,j],[T,j],[_,R],[T,R]],5:[[_,j],[T,j],[I,H],[_,R],[T,R]],6:[[_,j],[T,j],[_,H],[T,H],[_,R],[T,R]],7:[[_,j],[T,j],[I,49.5],[_,H],[T,H],[_,R],[T,R]],8:[[_,j],[T,j],[I,49.5],[_,H],[T,H],[I,90.5],[_,R],[T,R]],9:[[_,j],[T,j],[_,Q],[T,Q],[I,H],[_,tt],[T,tt],[_,R],[T,R]],T:[[_,j],[T,j],[I,42.6],[_,Q],[T,Q],[_,tt],[T,tt],[I,97.4],[_,R],[T,R]]},St=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function le(t,o,e){let i=$t(t),r=i.length>1;return`<g class="solitaire-index"><text x="${r?12.6:11.5}" y="23" text-anchor="middle" font-size="${r?19:22}"${r?' letter-spacing="-2.2"':""} ${St} fill="${e}">${i}</text>`+X(o,11.5,31.5,12,e)+"</g>"}function ce(t,o,e,i){let a=o-13,c=e-14/2;return`<polygon points="${t==="K"?`${a},${c+14} ${a},${c} ${a+26*.25},${c+14*.55} ${a+26/2},${c-2} ${a+26*.75},${c+14*.55} ${a+26},${c} ${a+26},${c+14}`:`${a},${c+14} ${a+2},${c+3} ${a+26*.3},${c+14*.6} ${a+26/2},${c+1} ${a+26*.7},${c+14*.6} ${a+26-2},${c+3} ${a+26},${c+14}`}" fill="#e7b53c" stroke="${i}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${c+14*.72}" r="2" fill="${i}"/>`}function de(t,o,e){return`<path d="M${t-11} ${o+7}C${t-6} ${o-8} ${t+6} ${o-10} ${t+13} ${o-7}C${t+5} ${o-3} ${t-2} ${o+2} ${t-11} ${o+7}Z" fill="#e7b53c" stroke="${e}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${t-11} ${o+7}L${t+9} ${o-6}" stroke="${e}" stroke-width="0.9"/>`}function ue(t,o,e,i){let r=(t==="J"?de(50,30,e):ce(t,50,30,e))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${St} fill="${e}">${t}</text>`+X(o,32.5,29,10,e)+X(o,67.5,29,10,e);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${i}" stroke="${e}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${e}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${e}" stroke-opacity="0.4" stroke-width="0.8"/>`+r+`<g transform="rotate(180 50 70)">${r}</g>`}function B(t,o={}){let{rank:e,suit:i,red:r}=et(t),n=r?ne:ae,a=le(e,i,n),c="";if(e==="A")c=X(i,50,70,i==="S"?46:40,n),i==="S"&&(c+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${n}" stroke-opacity="0.25" stroke-width="1"/>`);else if(kt[e]){let f=e==="T"||e==="9"?17:18;c=kt[e].map(([l,d])=>`<g class="solitaire-pip">${X(i,l,d,f,n,d>H+1)}</g>`).join("")}else c=ue(e,i,n,o.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${i}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+c+a+`<g transform="rotate(180 50 70)">${a}</g></g>`}function Mt(t){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect class="solitaire-back-field" x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${t})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path class="solitaire-back-field" d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function At(t){return`<pattern id="${t}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${t}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Ct(t,o){let{rank:e,suit:i}=et(t),r=o?.ranks?.[e]??$t(e),n=o?.suits?.[i]??i;return(o?.card_name??"{rank} of {suit}").replace("{rank}",r).replace("{suit}",n)}var fe={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},ut=3;function pe(t){let o=t.draw_count;return typeof o=="number"&&o>=1?Math.min(o,ut):ut}function ot(t,o,e={}){let i={...fe,...e};return(t.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?me(t,o,i):be(t,o,i)}function Lt(t,o,e,i){let r=t/(o+(o-1)*e+2*e);return Math.max(i.minCardW,Math.min(i.maxCardW,r))}var A=t=>Math.round(t*100)/100;function K(t,o,e){let i=t.cards.length,r=t.face_down??0,n=t.cards.map((a,c)=>({index:c,code:a,faceUp:a!==null&&c>=r,x:o.x,y:o.y}));return{id:t.id,kind:t.kind,fan:"square",slot:o,drop:ge(o,e),cards:n,count:i}}function ge(t,o){return{x:A(t.x-o),y:A(t.y-o),w:A(t.w+2*o),h:A(t.h+2*o)}}function he(t,o,e,i,r,n){let a=t.cards.length,c=i.faceDownStep*e,f=i.faceUpStep*e,l=t.cards.slice(0,-1).map(s=>s===null?"d":"u"),d=()=>l.reduce((s,u)=>s+(u==="d"?c:f),0);if(r!==void 0&&a>1){let s=r-o.y-e,u=d();if(u>s&&s>0){let p=Math.max(.35,s/u);c*=p,f*=p}}let y=o.y,v=t.cards.map((s,u)=>{let p={index:u,code:s,faceUp:s!==null&&u>=(t.face_down??0),x:o.x,y:A(y)};return y+=s===null?c:f,p}),b=a?v[a-1].y+e:o.y+e;return{id:t.id,kind:t.kind,fan:"down",slot:o,drop:{x:A(o.x-n),y:A(o.y-n),w:A(o.w+2*n),h:A(b-o.y+e*.35+n)},cards:v,count:a}}function xe(t,o,e,i,r,n){let a=t.cards.length,c=Math.max(0,a-n),f=i.wasteFan*e,l=t.cards.map((y,v)=>({index:v,code:y,faceUp:y!==null,x:A(o.x+Math.max(0,v-c)*f),y:o.y})),d=a?l[a-1].x+e:o.x+e;return{id:t.id,kind:t.kind,fan:"right",slot:o,drop:{x:A(o.x-r),y:A(o.y-r),w:A(d-o.x+2*r),h:A(o.h+2*r)},cards:l,count:a,shown:n}}function be(t,o,e){let i=t.piles,r=i.filter(h=>h.kind==="foundation"),n=i.filter(h=>h.kind==="tableau"),a=Math.max(7,n.length,r.length+3),c=.14,f=Lt(o,a,c,e),l=f*1.4,d=f*c,y=a*f+(a-1)*d;o=Math.max(o,y+2*d);let v=Math.max(d,(o-y)/2),b=h=>A(v+h*(f+d)),s=d,u=Math.max(14,l*.14),p=s+l+u+d*.6,x=d/2,k=(n.length?Math.max(0,n.length-1)*e.faceDownStep+Math.max(0,e.faceUpRoom-1)*e.faceUpStep:0)*l,M=p+l+k+d,g=e.maxHeight?Math.min(M,e.maxHeight):M,m=g-d,w={},D=[];for(let h of i){let S;if(h.kind==="stock")S=K(h,{x:b(0),y:s,w:f,h:l},x),S.label={x:A(b(0)+f/2),y:A(s+l+u*.8),text:""};else if(h.kind==="waste")S=xe(h,{x:b(1),y:s,w:f,h:l},f,e,x,pe(t));else if(h.kind==="foundation"){let C=r.indexOf(h);S=K(h,{x:b(a-r.length+C),y:s,w:f,h:l},x)}else{let C=n.indexOf(h);S=he(h,{x:b(C),y:A(p),w:f,h:l},l,e,m,x);let E=S.cards.length?S.cards[S.cards.length-1].y+l:p+l;g=Math.max(g,E+d)}w[h.id]=S,D.push(h.id)}return{width:A(o),height:A(g),cardW:A(f),cardH:A(l),gap:A(d),kind:"klondike",piles:w,order:D}}function me(t,o,e){let i=t.piles,r=i.filter(h=>h.kind==="foundation"),n=i.filter(h=>h.kind==="tableau"),a=Math.max(r.length,Math.ceil(n.length/2),1),c=a+1,f=.16,l=Lt(o,c,f,e),d=l*1.4,y=l*f,v=c*l+(c-1)*y;o=Math.max(o,v+2*y);let b=Math.max(y,(o-v)/2),s=h=>A(b+h*(l+y)),u=y,p=Math.max(14,d*.15),x=[u+d+p+y*.9];x.push(x[0]+d+y*1.1);let k=y/2,M={},g=[0,0];n.forEach((h,S)=>{let C=Math.min(1,Math.max(0,typeof h.row=="number"?h.row:S<a?0:1));M[h.id]={row:C,col:g[C]++}});let m={},w=[];for(let h of i){let S;if(h.kind==="stock")S=K(h,{x:s(0),y:u,w:l,h:d},k),S.label={x:A(s(0)+l/2),y:A(u+d+p*.8),text:""};else if(h.kind==="waste")S=K(h,{x:s(0),y:A(x[0]),w:l,h:d},k);else if(h.kind==="foundation"){let C=r.indexOf(h),E=s(1+C);S=K(h,{x:E,y:u,w:l,h:d},k),S.label={x:A(E+l/2),y:A(u+d+p*.8),text:h.label??""}}else{let{row:C,col:E}=M[h.id];S=K(h,{x:s(1+E%a),y:A(x[C]),w:l,h:d},k)}m[h.id]=S,w.push(h.id)}let D=x[1]+d+y*1.2;return{width:A(o),height:A(D),cardW:A(l),cardH:A(d),gap:A(y),kind:"matrimony",piles:m,order:w}}function O(t){return t.fan==="down"?t.cards:t.fan==="right"?t.cards.slice(-(t.shown??ut)):t.cards.slice(-1)}function it(t,o,e){let i=t.cards[t.cards.length-1];return i?{x:i.x,y:i.y,w:o,h:e}:t.slot}function Et(t,o,e){return o>=t.x&&o<=t.x+t.w&&e>=t.y&&e<=t.y+t.h}function Tt(t,o,e){let{cardW:i,cardH:r}=t;for(let n=t.order.length-1;n>=0;n--){let a=t.piles[t.order[n]],c=O(a);for(let f=c.length-1;f>=0;f--){let l=c[f];if(Et({x:l.x,y:l.y,w:i,h:r},o,e))return{pile:a.id,index:a.fan==="down"?l.index:a.count-1}}if(!c.length&&Et(a.slot,o,e))return{pile:a.id,index:-1}}return null}function Dt(t,o,e){let i=null,r=0;for(let n of t.order){if(n===e)continue;let a=t.piles[n];if(a.kind==="stock")continue;let c=a.drop,f=Math.min(o.x+o.w,c.x+c.w)-Math.max(o.x,c.x),l=Math.min(o.y+o.h,c.y+c.h)-Math.max(o.y,c.y);if(f<=0||l<=0)continue;let d=f*l;d>r&&(r=d,i=n)}return r>=.12*o.w*o.h?i:null}function rt(t){let o=[];for(let e of t.order){let i=t.piles[e];if(i.fan==="down"){let r=i.cards.filter(n=>n.faceUp);if(r.length)for(let n of r)o.push({pile:e,index:n.index});else o.push({pile:e,index:i.count-1})}else o.push({pile:e,index:i.count-1})}return o}function _t(t,o){let e=t.piles[o.pile],i=o.index>=0?e.cards[o.index]:null,r=i?i.x:e.slot.x,n=i?i.y:e.slot.y;return{x:r+t.cardW/2,y:n+(i&&e.fan==="down"?t.cardH*.12:t.cardH/2)}}function jt(t,o,e){let i=rt(t);if(!i.length)return null;if(!o)return i[0];let r=i.find(f=>f.pile===o.pile&&f.index===o.index)??i.find(f=>f.pile===o.pile);if(!r)return i[0];if(e==="up"||e==="down"){let f=i.filter(d=>d.pile===r.pile),l=f.indexOf(r)+(e==="down"?1:-1);if(l>=0&&l<f.length)return f[l]}let n=_t(t,r);if(e==="left"||e==="right"){let f=t.piles[r.pile].slot.y,l=null,d=1/0;for(let v of t.order){let b=t.piles[v];if(v===r.pile||Math.abs(b.slot.y-f)>1)continue;let s=(b.slot.x-t.piles[r.pile].slot.x)*(e==="right"?1:-1);s>1&&s<d&&(d=s,l=v)}if(!l)return r;let y=i.filter(v=>v.pile===l);return y[y.length-1]}let a=null,c=1/0;for(let f of i){if(f.pile===r.pile)continue;let l=_t(t,f),d=e==="up"?n.y-l.y:l.y-n.y,y=Math.abs(l.x-n.x);if(d<=1)continue;let v=d+3*y;v<c&&(c=v,a=f)}return a??r}function Rt(t,o){if(t.version===o.version)return;let e=t.position_since;if(typeof e=="number"&&typeof o.version=="number"&&e<=o.version)return;let i=t.last_move;if(!i||i.src!==o.src||i.dst!==o.dst||typeof t.move_count=="number"&&t.move_count<=o.moves)return null;let r=t.piles.find(a=>a.id===o.dst);if(!r||!r.cards.length)return null;let n=typeof i.count=="number"?i.count:o.count;return{pile:r.id,index:Math.max(0,r.cards.length-n)}}function ft(t,o){return`${t}/${o}`}function pt(t,o){return t.piles.find(e=>e.id===o)}function nt(t,o,e){let i=pt(t,o);return i?Math.max(0,i.cards.length-e):0}function N(t,o,e,i=!0){let r=pt(t,o);return!r||e<0||e>=r.cards.length||r.kind==="stock"||r.cards[e]===null?!1:e===r.cards.length-1||Object.prototype.hasOwnProperty.call(t.legal??{},ft(o,e))?!0:r.kind==="tableau"&&i}function It(t,o,e){return(t.legal??{})[ft(o,e)]??[]}function gt(t,o,e,i){return{kind:"move",src:o,dst:i,count:nt(t,o,e),version:t.version}}function Ht(t,o,e){return{kind:"auto",src:o,count:nt(t,o,e),version:t.version}}function ht(t){return{kind:"stock",version:t.version}}function Nt(t,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return ht(t);case"h":return t.hint_available?{kind:"hint"}:null;default:return null}}function ye(t,o){return String(t).replace(/\{(\w+)\}/g,(e,i)=>i in o?String(o[i]):e)}function ve(t,o){let e=t.labels??{};if(o==="stock")return e.stock??"Stock";if(o==="waste")return e.waste??"Waste";let i=/^([ft])(\d+)$/.exec(o);return i?ye(i[1]==="f"?e.foundation??"Foundation {n}":e.pile??"Pile {n}",{n:i[2]}):o}function zt(t,o,e){let i=t.labels??{},r=pt(t,o),n=ve(t,o);if(!r||e<0||e>=r.cards.length){let c=o==="stock"&&t.stock_label?`, ${t.stock_label}`:"";return`${n}, ${i.empty??"empty"}${c}`}let a=r.cards[e];return o==="stock"?`${n}${t.stock_label?", "+t.stock_label:""}, ${i.face_down??"face down"}`:a===null?`${n}, ${i.face_down??"face down"}`:`${Ct(a,i)}, ${n}, ${i.face_up??"face up"}`}var we=5,ke=400;function Ft(t,o,e,i=!0){return e?e.pile==="stock"?{selection:null,intent:ht(t)}:o?e.pile===o.pile?e.index!==o.index&&N(t,e.pile,e.index,i)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:gt(t,o.pile,o.index,e.pile)}:N(t,e.pile,e.index,i)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function $e(t,o,e,i=!0){return Ft(t,o,e,i)}function Pt(t){let{root:o,svg:e}=t,i=null,r=null,n=s=>t.layout.piles[s]?.fan==="down",a=s=>{s&&t.emit(s)},c=s=>{if(s.button!==0||i&&i.dragging)return;t.pendingFocus=null;let u=t.toLocal(s.clientX,s.clientY),p=Tt(t.layout,u.x,u.y);i={id:s.pointerId,hit:p,cx:s.clientX,cy:s.clientY,x:u.x,y:u.y,dragging:!1};let k=s.target.closest?.("[data-stop]");k&&(t.focus={pile:k.getAttribute("data-pile")??"",index:Number(k.getAttribute("data-stop")?.split("/")[1])});try{e.setPointerCapture(s.pointerId)}catch{}p&&N(t.snapshot,p.pile,p.index,n(p.pile))&&(s.preventDefault(),o.focus({preventScroll:!0}))},f=s=>{if(!i||s.pointerId!==i.id)return;let u=i.hit;if(!i.dragging){if(Math.hypot(s.clientX-i.cx,s.clientY-i.cy)<we||!u||!N(t.snapshot,u.pile,u.index,n(u.pile)))return;i.dragging=!0,r=null,t.selection=null,t.drag={src:u.pile,index:u.index,count:nt(t.snapshot,u.pile,u.index),dx:0,dy:0,over:null},t.repaint()}let p=t.toLocal(s.clientX,s.clientY),x=p.x-i.x,k=p.y-i.y;t.moveDrag(x,k);let M=t.drag;if(!M)return;let g=t.layout.piles[M.src].cards[M.index],m=Dt(t.layout,{x:g.x+x,y:g.y+k,w:t.layout.cardW,h:t.layout.cardH},M.src);m!==M.over&&(M.over=m,t.repaint())},l=s=>{if(!i||s.pointerId!==i.id)return;let u=i;if(i=null,u.dragging){let p=t.drag;t.drag=null,t.selection=null,p&&p.over&&p.over!==p.src&&a(gt(t.snapshot,p.src,p.index,p.over)),t.repaint();return}y(u.hit,s.timeStamp)},d=()=>{i=null,t.drag&&(t.drag=null,t.repaint())},y=(s,u)=>{let p=t.snapshot;if(s&&r&&r.pile===s.pile&&r.index===s.index&&u-r.t<ke){r=null,N(p,s.pile,s.index,n(s.pile))&&a(Ht(p,s.pile,s.index)),t.select(null);return}let{selection:x,intent:k}=Ft(p,t.selection,s,s?n(s.pile):!0);r=s&&!k&&s.pile!=="stock"&&N(p,s.pile,s.index,n(s.pile))?{...s,t:u}:null,s&&(t.focus=s.index>=0||t.layout.piles[s.pile].count===0?s:t.focus),a(k),x!==t.selection&&t.select(x)},v=s=>{if(s.altKey||s.ctrlKey||s.metaKey)return;let u=t.snapshot,p={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(s.key in p){s.preventDefault();let k=jt(t.layout,t.focus,p[s.key]);k&&t.focusStop(k);return}if(s.key==="Enter"||s.key===" "){if(s.preventDefault(),!t.focus){t.focusStop(null);return}let k=t.focus,{selection:M,intent:g}=$e(u,t.selection,k,n(k.pile));t.pendingFocus=g&&g.kind==="move"?{src:g.src,dst:g.dst,count:g.count,version:u.version,moves:typeof u.move_count=="number"?u.move_count:-1}:null,a(g),t.select(M);return}if(s.key==="?"){s.preventDefault(),t.options.onHelp?.();return}if(s.key==="Escape"){(t.selection||t.drag)&&(s.preventDefault(),i=null,t.drag=null,t.select(null));return}let x=Nt(u,s.key);x&&(s.preventDefault(),t.select(null),a(x))},b=s=>{let u=s.target.closest?.("[data-stop]");if(!u)return;let[p,x]=(u.getAttribute("data-stop")??"").split("/");t.focus={pile:p,index:Number(x)}};return e.addEventListener("pointerdown",c),e.addEventListener("pointermove",f),e.addEventListener("pointerup",l),e.addEventListener("pointercancel",d),e.addEventListener("lostpointercapture",d),o.addEventListener("keydown",v),o.addEventListener("focusin",b),()=>{e.removeEventListener("pointerdown",c),e.removeEventListener("pointermove",f),e.removeEventListener("pointerup",l),e.removeEventListener("pointercancel",d),e.removeEventListener("lostpointercapture",d),o.removeEventListener("keydown",v),o.removeEventListener("focusin",b)}}var Se=`
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
`;function at(t){let o=t.getRootNode?t.getRootNode():document,e=o&&o.nodeType===11?o:document.head;if(!e||e.querySelector&&e.querySelector("style[data-solitaire-widget]"))return;let i=document.createElement("style");i.setAttribute("data-solitaire-widget","1"),i.textContent=Se,e.appendChild(i)}var Ut=new Set(["dark","dark-mode","dark-theme","theme-dark"]),Ot=new Set(["light","light-mode","light-theme","theme-light"]),Bt=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function Me(t){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);if(o){let c=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],c]}if(typeof document>"u")return null;let e=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!e)return null;e.clearRect(0,0,1,1),e.fillStyle="#00000000",e.fillStyle=t,e.fillRect(0,0,1,1);let[i,r,n,a]=e.getImageData(0,0,1,1).data;return[i,r,n,a/255]}function Ae(t){let o=e=>{let i=e/255;return i<=.04045?i/12.92:((i+.055)/1.055)**2.4};return .2126*o(t[0])+.7152*o(t[1])+.0722*o(t[2])}function Ce(t){let o=t;for(;o;){if(o.nodeType===1){let e=Me(getComputedStyle(o).backgroundColor);if(e&&e[3]>=.5)return e}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function Wt(t){if(!t)return null;for(let o of t.classList){if(Ut.has(o))return"dark";if(Ot.has(o))return"light"}for(let o of Bt){let e=(t.getAttribute(o)||"").toLowerCase();if(Ut.has(e))return"dark";if(Ot.has(e))return"light"}return null}function Le(t){let o=t.ownerDocument||document,e=o.body,i=o.documentElement,r=e&&e.getAttribute("data-jp-theme-light");if(r==="true"||r==="false")return{scheme:r==="true"?"light":"dark",source:"jupyter"};let n=e?`${e.className} ${e.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(n))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(n))return{scheme:"dark",source:"vscode"};let a=Wt(e)||Wt(i);if(a)return{scheme:a,source:"page"};let c=t.isConnected?Ce(t.parentNode||t):null;if(c)return{scheme:Ae(c)<.18?"dark":"light",source:"background"};let f=t.nodeType===1?getComputedStyle(t).colorScheme:"";return f==="dark"||f==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var qt=new WeakMap;function Kt(t){let o=()=>{let c=t.dataset.themeChoice,{scheme:f,source:l}=c==="light"||c==="dark"?{scheme:c,source:"setting"}:Le(t);if(t.dataset.theme===f&&t.dataset.themeSource===l)return;t.classList.add("solitaire-no-transition"),t.classList.toggle("solitaire-dark",f==="dark"),t.classList.toggle("solitaire-light",f==="light");let d=l==="prefers-color-scheme"||l==="color-scheme"||l==="setting";t.classList.toggle("solitaire-own-bg",d),t.classList.toggle("solitaire-theme-fixed",l==="setting"),t.dataset.theme=f,t.dataset.themeSource=l,t.offsetHeight,t.classList.remove("solitaire-no-transition")};qt.set(t,o),o();let e=t.ownerDocument||document,i=new MutationObserver(o),r=["class","data-jp-theme-light","data-vscode-theme-kind","style",...Bt];for(let c of[e.documentElement,e.body])c&&i.observe(c,{attributes:!0,attributeFilter:r});let n=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;n?.addEventListener?.("change",o);let a=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{qt.delete(t),i.disconnect(),n?.removeEventListener?.("change",o),a&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(a)}}var xt=200,Ee=240,_e=700,Te=1500,De=3e3,st="cubic-bezier(0.2, 0.7, 0.3, 1)",V="solitaire-motion",Z=t=>(Math.round(t*100)/100).toString();function je(t){return!(t.animate===!1||typeof Element>"u"||typeof Element.prototype.animate!="function"||typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)}function Re(t,o){if(!t||!t.piles?.some(r=>r.cards.length))return"none";let e=t,i=o;return i.deal!==e.deal||i.variant!==e.variant||i.move_count===0&&e.move_count>0?"deal":i.status==="won"&&e.status!=="won"?"win":"slide"}function Vt(t,o,e){let i=new Map,r=new Map;for(let n of e.order){let a=e.piles[n];for(let c of O(a)){let f=t.querySelector(`.solitaire-card[data-pile="${n}"][data-index="${c.index}"]`),l={x:c.x,y:c.y,pile:n,index:c.index,html:f?f.outerHTML:""};c.code&&c.faceUp&&i.set(c.code,[...i.get(c.code)??[],l]),c.index===a.count-1&&r.set(n,l)}}return{snapshot:o,layout:e,byCode:i,tops:r}}function Zt(t){let o=t.querySelector(":scope > .solitaire-motion");return o||(o=document.createElementNS("http://www.w3.org/2000/svg","g"),o.setAttribute("class","solitaire-motion"),o.setAttribute("pointer-events","none"),t.appendChild(o)),o}function Yt(t,o){if(!o)return null;let e=Zt(t),i=document.createElementNS("http://www.w3.org/2000/svg","g");i.innerHTML=o;let r=i.firstElementChild;return r?(r.removeAttribute("tabindex"),r.removeAttribute("data-stop"),r.removeAttribute("data-pile"),r.removeAttribute("data-index"),r.setAttribute("aria-hidden","true"),r.classList.add("solitaire-ghost"),e.appendChild(r),r):null}var z=(t,o,e)=>`translate(${Z(t)}px, ${Z(o)}px) scale(${Z(e)})`,Xt=(t,o,e)=>`translate(${Z(t)} ${Z(o)}) scale(${Z(e)})`,G=new WeakMap;function Gt(t,o,e){let i=t.getRootNode().activeElement,r=i&&o.contains(i);e(),r&&i.focus({preventScroll:!0})}function Ie(t,o){let e=o.parentNode;if(!e)return;let i=G.get(t)??[];i.push({el:o,parent:e,next:o.nextSibling}),G.set(t,i),Gt(t,o,()=>Zt(t).before(o))}function bt(t,o){let e=G.get(t);if(!e)return;let i=o?e.filter(n=>o.includes(n.el)):e,r=o?e.filter(n=>!o.includes(n.el)):[];r.length?G.set(t,r):G.delete(t);for(let{el:n,parent:a,next:c}of i.reverse())!n.isConnected||!a.isConnected||n.parentNode!==t||Gt(t,n,()=>a.insertBefore(n,c&&c.parentNode===a?c:null))}function Jt(t,o,e,i){if(!je(e))return 0;let r=Re(o.snapshot,e);if(r==="none")return 0;let n=i.cardW/100;if(r==="deal")return ze(t,i,n);let a=He(t,o,e,i,n);return r==="win"&&(a+=Fe(t,e,i,n)),a}function mt(t,o,e){let i=t.piles.find(r=>r.id===e.pile);return!!i&&i.cards[e.index]===o}function He(t,o,e,i,r){let n=0,a=i.piles.stock,c=e.last_move?.src,f=new Set,l=new Set,d=[];for(let s of i.order)for(let u of O(i.piles[s]))!u.code||!u.faceUp||(l.add(`${s}/${u.index}`),d.push({c:u,id:s}));let y=new Map;for(let{c:s,id:u}of d){let p=(o.byCode.get(s.code)??[]).find(x=>x.pile===u&&x.index===s.index);p&&(y.set(`${u}/${s.index}`,p),f.add(p))}let v=[];for(let{c:s,id:u}of d){let p=s.code,x=t.querySelector(`.solitaire-card[data-pile="${u}"][data-index="${s.index}"]`);if(!x)continue;let k=y.get(`${u}/${s.index}`);if(!k){let g=(o.byCode.get(p)??[]).filter(m=>!f.has(m)&&!mt(e,p,m));k=g.find(m=>m.pile===c)??g[0],k&&f.add(k)}let M=k?{x:k.x,y:k.y}:null;if(!k){let g=o.layout.piles[u];if(g&&g.cards[s.index]&&!g.cards[s.index].faceUp){let D=i.cardW/2*.98;x.animate([{transform:`${z(s.x+D,s.y,r)} scaleX(0.02)`},{transform:z(s.x,s.y,r)}],{id:V,duration:xt,easing:st}),n++;continue}let w=c&&o.tops.get(c)||(a?a.slot:null);w&&(M={x:w.x,y:w.y})}!M||Math.abs(M.x-s.x)<.5&&Math.abs(M.y-s.y)<.5||(x.animate([{transform:z(M.x,M.y,r)},{transform:z(s.x,s.y,r)}],{id:V,duration:xt,easing:st}),v.push(x),n++)}let b=[];for(let[s,u]of o.byCode)for(let p of u){if(f.has(p))continue;let x=a?{x:a.slot.x,y:a.slot.y}:null,k=mt(e,s,p)?{pile:p.pile,index:p.index}:Ne(e,s,l,f,u),M=k&&i.piles[k.pile]?.cards[k.index];if(M&&(x={x:M.x,y:M.y}),!x||Math.abs(x.x-p.x)<.5&&Math.abs(x.y-p.y)<.5)continue;let g=Yt(t,p.html);if(!g)continue;g.setAttribute("transform",Xt(x.x,x.y,r));let m=g.animate([{transform:z(p.x,p.y,r),opacity:1},{transform:z(x.x,x.y,r),opacity:1}],{id:V,duration:xt,easing:st});m.onfinish=()=>g.remove(),b.push(m),n++}for(let s of v)Ie(t,s);if(v.length){let s=v.flatMap(u=>u.getAnimations());Promise.all(s.map(u=>u.finished)).then(()=>bt(t,v),()=>bt(t,v))}return n}function Ne(t,o,e,i,r){let n=new Set(r.filter(a=>mt(t,o,a)).map(a=>`${a.pile}/${a.index}`));for(let a of t.piles)for(let c=0;c<a.cards.length;c++){if(a.cards[c]!==o)continue;let f=`${a.id}/${c}`;if(!e.has(f)&&!n.has(f))return{pile:a.id,index:c}}return null}function ze(t,o,e){let i=o.piles.stock;if(!i)return 0;let r=[...t.querySelectorAll(".solitaire-card")].filter(c=>c.getAttribute("data-pile")!=="stock"),n=r.length>1?Math.min(40,_e/(r.length-1)):0,a=0;return r.forEach((c,f)=>{let d=o.piles[c.getAttribute("data-pile")??""]?.cards[Number(c.getAttribute("data-index"))];if(!d)return;let y=z(i.slot.x,i.slot.y,e);c.animate([{transform:y,opacity:0},{transform:y,opacity:1,offset:.05},{transform:z(d.x,d.y,e),opacity:1}],{id:V,duration:Ee,delay:f*n,easing:st,fill:"backwards"}),a++}),a}function Fe(t,o,e,i){let r=e.order.filter(d=>e.piles[d].kind==="foundation"),n=[];r.forEach((d,y)=>{let v=t.querySelector(`.solitaire-card[data-pile="${d}"]`),b=o.piles.find(x=>x.id===d);if(!v||!b)return;let s=v.outerHTML,u=/url\(#([\w-]+)-court\)/.exec(s),p=b.cards.filter(x=>typeof x=="string").reverse();n.push(p.map((x,k)=>({id:d,code:x,f:y,html:k===0||!u?s:`<g>${B(x,{courtFill:`url(#${u[1]}-court)`})}</g>`})))});let a=[];for(let d=0;n.some(y=>d<y.length);d++)for(let y of n)d<y.length&&a.push(y[d]);let c=a.length>1?Math.min(110,De/(a.length-1)):0,f=e.height-e.cardH,l=0;return a.forEach((d,y)=>{let v=e.piles[d.id].cards.slice(-1)[0],b=Yt(t,d.html);if(!v||!b)return;b.setAttribute("transform",Xt(v.x,v.y,i)),b.parentNode?.prepend(b);let s=d.f+y,u=(s%2?1:-1)*(.18+.07*(s%5))*e.cardW,p=[],x=v.x,k=v.y,M=-.2*e.cardH,g=24;for(let w=0;w<=g;w++)p.push({transform:z(x,k,i),opacity:w<g-4?1:(g-w)/4}),x+=u,M+=.12*e.cardH,k+=M,k>f&&(k=f,M=-M*.66);let m=b.animate(p,{id:V,duration:Te,delay:y*c,fill:"both"});m.onfinish=()=>b.remove(),l++}),l}function lt(t){let e=(typeof t.getAnimations=="function"?t.getAnimations({subtree:!0}):[]).filter(i=>i.id===V);for(let i of e)i.finish();return t.querySelector(":scope > .solitaire-motion")?.replaceChildren(),bt(t),e.length}var yt=Symbol.for("solitaire_widget.ids");function Qt(t){let o=globalThis;return o[yt]=(o[yt]??0)+1,`${t}${o[yt]}`}var Pe="http://www.w3.org/2000/svg";function J(t){return String(t).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var $=t=>(Math.round(t*100)/100).toString();function te(t,o,e={}){at(t);let i=Qt("solitaire"),r=e.interactive!==!1,n=document.createElement("div");n.className="solitaire-table"+(r?" solitaire-interactive":""),r&&(n.tabIndex=-1,n.setAttribute("data-lm-suppress-shortcuts","true"));let a=document.createElementNS(Pe,"svg");a.setAttribute("class","solitaire-svg"),a.setAttribute("role","group"),n.appendChild(a),t.appendChild(n);let c=()=>e.width??(n.clientWidth||t.clientWidth||760),f=c(),l={root:n,svg:a,options:e,snapshot:o,layout:ot(o,f,e),selection:null,drag:null,focus:null,pendingFocus:null,update(b){let s=ot(b,f,e);lt(a);let u=Vt(a,l.snapshot,l.layout);l.snapshot=b,l.layout=s;let p=l.selection;if(p&&!N(b,p.pile,p.index,b.layout!=="matrimony")&&(l.selection=null),l.drag=null,l.pendingFocus){let x=Rt(b,l.pendingFocus);x!==void 0&&(l.pendingFocus=null),x&&(l.focus=x)}l.repaint(),Jt(a,u,b,s)},relayout(){let b=c();if(!(Math.abs(b-f)<1)){f=b;try{l.layout=ot(l.snapshot,f,e),l.repaint()}catch(s){console.warn("solitaire_widget: the table could not be laid out again",s)}}},repaint(){let b=n.getRootNode().activeElement??document.activeElement,s=n.contains(b)&&b!==n;a.innerHTML=Ue(l,i);let{width:u,height:p}=l.layout;a.setAttribute("viewBox",`0 0 ${$(u)} ${$(p)}`),a.setAttribute("aria-label",l.snapshot.title??"Solitaire"),n.classList.toggle("solitaire-dragging",!!l.drag),s&&l.focusStop(l.focus)},select(b){l.selection=b,l.repaint()},toLocal(b,s){let u=a.getBoundingClientRect(),p=u.width?l.layout.width/u.width:1;return{x:(b-u.left)*p,y:(s-u.top)*p}},moveDrag(b,s){if(!l.drag)return;l.drag.dx=b,l.drag.dy=s;let u=a.querySelector(".solitaire-drag");u&&u.setAttribute("transform",`translate(${$(b)} ${$(s)})`)},focusStop(b){let s=rt(l.layout),u=b&&s.find(x=>x.pile===b.pile&&x.index===b.index);if(!u&&b){let x=s.filter(k=>k.pile===b.pile);u=x[x.length-1]}if(u=u??s[0],!u)return;l.focus=u;let p=a.querySelector(`[data-stop="${u.pile}/${u.index}"]`);if(p){for(let x of a.querySelectorAll(`[data-pile="${u.pile}"][tabindex="0"]`))x.setAttribute("tabindex","-1");p.setAttribute("tabindex","0"),p.focus({preventScroll:!0})}},emit(b){e.onIntent?.(b)},destroy(){y?.(),n.removeEventListener("pointerdown",d,!0),n.removeEventListener("keydown",d,!0),lt(a),v?.disconnect(),n.remove()}};l.repaint();let d=()=>lt(a);n.addEventListener("pointerdown",d,!0),n.addEventListener("keydown",d,!0);let y=r?Pt(l):null,v=null;if(e.width===void 0&&typeof ResizeObserver<"u"){let b=0;v=new ResizeObserver(()=>{cancelAnimationFrame(b),b=requestAnimationFrame(()=>l.relayout())}),v.observe(n)}return l}function Ue(t,o){let e=t.snapshot,i=t.layout,{cardW:r,cardH:n}=i,a=r/100,c=t.options.showTargets??e.show_targets??!0,f=t.options.interactive!==!1,l=t.drag,d=l?{pile:l.src,index:l.index}:t.selection,y=f?rt(i):[],v=new Set(y.map(g=>`${g.pile}/${g.index}`)),b={};for(let g of y)b[g.pile]=`${g.pile}/${g.index}`;t.focus&&v.has(`${t.focus.pile}/${t.focus.index}`)&&(b[t.focus.pile]=`${t.focus.pile}/${t.focus.index}`);let s=(g,m)=>{let w=`${g}/${m}`;return v.has(w)?` data-stop="${w}" tabindex="${b[g]===w?0:-1}" role="button" aria-label="${J(zt(e,g,m))}"`:""},u=g=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${g+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${g+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,p=[`<defs>${At(o)}</defs>`],x=[];for(let g of i.order){let m=i.piles[g],w=e.piles.find(h=>h.id===g);if(!w)continue;if(p.push(`<g class="solitaire-pile solitaire-pile-${m.kind}" data-pile-id="${g}">`),p.push(qe(e,m,w,r,n,o,s(g,-1),u(10))),m.fan==="square"&&m.count>1){let h=Math.min(3,Math.ceil(m.count/8));for(let S=h;S>=1;S--)p.push(`<rect x="${$(m.slot.x+S*1.1)}" y="${$(m.slot.y+S*1.4)}" width="${$(r)}" height="${$(n)}" rx="${$(7*a)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let h of O(m)){let S=l&&l.src===g&&h.index>=l.index,E=`solitaire-card${f&&h.faceUp&&N(e,g,h.index,m.fan==="down")?" solitaire-pickable":""}${g==="stock"?" solitaire-stock-hit":""}`,W=Oe(h.code,h.faceUp,!!t.options.showFaceDown,o),q=S||m.fan!=="down"&&h.index!==m.count-1?"":s(g,h.index),L=`<g class="${E}" data-pile="${g}" data-index="${h.index}"${h.code&&h.faceUp?` data-card="${h.code}"`:""}${q} transform="translate(${$(h.x)} ${$(h.y)}) scale(${$(a)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+W+(q?u(10):"")+"</g>";S?x.push(L):p.push(L)}let D=m.fan==="square"&&m.count>1&&(m.kind==="tableau"||m.kind==="foundation"||m.kind==="stock");if(D&&p.push(We(m,r,n,m.count)),m.label&&m.kind==="stock"&&e.stock_label&&!D){let h=Math.max(9,.14*r),S=r+i.gap*.8,C=String(e.stock_label).length*h*.58>S?` textLength="${$(S)}" lengthAdjust="spacingAndGlyphs"`:"";p.push(`<text class="solitaire-pile-label" x="${$(m.label.x)}" y="${$(m.label.y)}" text-anchor="middle" font-size="${$(h)}"${C}>${J(e.stock_label)}</text>`)}else if(m.label&&m.label.text){let h=w.dir==="down"?"\u2193 ":w.dir==="up"?"\u2191 ":"";p.push(`<text class="solitaire-pile-label" x="${$(m.label.x)}" y="${$(m.label.y)}" text-anchor="middle" font-size="${$(Math.max(8.5,.13*r))}">${J(h+m.label.text)}</text>`)}p.push("</g>")}let k=(g,m,w,D,h=0,S="")=>`<rect class="${m}" x="${$(g.x-2)}" y="${$(g.y-2)}" width="${$(g.w+4)}" height="${$(g.h+4)}" rx="${$(8*a+2)}" fill="${w}" fill-opacity="${h}" stroke="${w}" stroke-width="${D}"${S?` stroke-dasharray="${S}"`:""} pointer-events="none"/>`,M=(g,m)=>{let w=i.piles[g];if(!w||!w.cards.length)return w?w.slot:null;let D=O(w),h=w.fan==="down"?w.cards[Math.max(0,m)]:D[D.length-1],S=w.cards[w.cards.length-1];return{x:h.x,y:h.y,w:S.x-h.x+r,h:S.y-h.y+n}};if(e.last_move&&!l&&i.piles[e.last_move.dst]){let g=i.piles[e.last_move.dst],m=M(e.last_move.dst,g.count-(e.last_move.count??1));m&&g.count&&p.push(k(m,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(e.hint&&i.piles[e.hint.src]&&i.piles[e.hint.dst]){let g=i.piles[e.hint.src],m=M(e.hint.src,g.count-(e.hint.count??1));m&&p.push(k(m,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),p.push(k(it(i.piles[e.hint.dst],r,n),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(d&&i.piles[d.pile]){if(c)for(let g of It(e,d.pile,d.index)){if(!i.piles[g])continue;let m=it(i.piles[g],r,n),w=Math.max(2.5,.05*r);p.push(`<rect class="solitaire-target-ring" data-target="${g}" x="${$(m.x+w)}" y="${$(m.y+w)}" width="${$(m.w-2*w)}" height="${$(m.h-2*w)}" rx="${$(6*a)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${$(.09*r)} ${$(.06*r)}" style="filter: drop-shadow(0 0 ${$(.05*r)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!l){let g=M(d.pile,d.index);g&&p.push(k(g,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return l&&l.over&&i.piles[l.over]&&p.push(k(it(i.piles[l.over],r,n),"solitaire-over-ring","#ffffff",3.6,.2)),l&&p.push(`<g class="solitaire-drag" transform="translate(${$(l.dx)} ${$(l.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${x.join("")}</g>`),p.join("")}function Oe(t,o,e,i){return t&&o?B(t,{courtFill:`url(#${i}-court)`}):t&&e?B(t,{courtFill:`url(#${i}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':Mt(`${i}-lattice`)}function We(t,o,e,i){let r=Math.max(8,o*.13),n=i>=10?r*.45:0,a=t.slot.x+o-3-r-n,c=t.slot.y+3+r*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${$(a-r-n)}" y="${$(c-r*.78)}" width="${$(2*(r+n))}" height="${$(r*1.56)}" rx="${$(r*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${$(a)}" y="${$(c+r*.36)}" text-anchor="middle" font-size="${$(r*1.02)}" font-weight="700" fill="#fff">${i}</text></g>`}function qe(t,o,e,i,r,n,a,c){let f=i/100,{x:l,y:d}=o.slot,y=o.count===0,v=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${y?"6 4":"0"}"/>`;if(y)if(e.kind==="foundation"&&e.base){let{suit:s}=et(e.base);v+=`<g opacity="0.42">${B(e.base,{courtFill:`url(#${n}-court)`})}</g>`,v+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let u=e.dir!=="down";v+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${u?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(e.kind==="foundation")v+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${e.label&&e.label.length>3?19:26}">${J(e.label||"A")}</text>`;else if(e.kind==="stock"){let s=t.stock_action;if(s==="turn")v+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(s==="redeal"){let u=typeof t.redeal_pile=="number"?String(t.redeal_pile):"";v+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(u?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${J(u)}</text>`:"")}else!s&&t.status!=="won"&&(v+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else e.kind==="tableau"&&o.fan==="down"&&(v+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${t.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${e.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${e.id}" data-index="-1"${y?a:""} transform="translate(${$(l)} ${$(d)}) scale(${$(f)})">${v}${y&&a?c:""}</g>`}var Be={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},Ke=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function Ve(t,o=document){let e=o.createElement("template");e.innerHTML=String(t??"");let i=o.createDocumentFragment(),r=(n,a)=>{for(let c of Array.from(n.childNodes))if(c.nodeType===3)a.appendChild(o.createTextNode(c.nodeValue??""));else if(c.nodeType===1){let f=c,l=f.localName;if(Ke.has(l))continue;let d=Be[l];if(!d){r(f,a);continue}let y=o.createElement(l);for(let v of d){let b=f.getAttribute(v);b!==null&&y.setAttribute(v,b)}r(f,y),a.appendChild(y)}};return r(e.content,i),i}function Ze(t,o,e){let i=()=>Array.from(t.querySelectorAll(":scope > [role='dialog']:not(.solitaire-hidden)"));return o.addEventListener("solitaire-close",e),{beforeOpen(){for(let r of i())r!==o&&r.dispatchEvent(new Event("solitaire-close"))},shade(){let r=i().length>0;for(let n of Array.from(t.children))n.getAttribute("role")!=="dialog"&&(n.inert=r)}}}function ee(t,o={}){let e=document.createElement("div");e.className="solitaire-rules-panel solitaire-hidden",e.setAttribute("role","dialog"),e.tabIndex=-1;let i=document.createElement("div");i.className="solitaire-rules-head";let r=document.createElement("button");r.type="button",r.className="solitaire-btn solitaire-rules-close";let n=document.createElement("div");n.className="solitaire-rules-body",i.append(r),e.append(i,n),t.append(e);let a="",c=()=>{e.classList.contains("solitaire-hidden")||(e.classList.add("solitaire-hidden"),t.classList.remove("solitaire-rules-open"),f.shade(),o.onClose?.())},f=Ze(t,e,c);return r.addEventListener("click",c),e.addEventListener("keydown",l=>{l.stopPropagation(),l.key==="Escape"&&(l.preventDefault(),c())}),{panel:e,get isOpen(){return!e.classList.contains("solitaire-hidden")},set(l,d){r.textContent="\u2715 "+(d.close??"Close"),r.title=d.close??"Close",e.setAttribute("aria-label",d.rules??"Rules"),l!==a&&(a=l,n.replaceChildren(Ve(l)))},open(){f.beforeOpen(),e.classList.remove("solitaire-hidden"),t.classList.add("solitaire-rules-open"),f.shade(),e.scrollTop=0,e.focus({preventScroll:!0})},close:c,toggle(){e.classList.contains("solitaire-hidden")?this.open():c()},destroy(){t.classList.remove("solitaire-rules-open"),e.remove(),f.shade()}}}var oe="solitaire-replay-style",Ye=`
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
`,Y=t=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${t}" fill="currentColor"/></svg>`,vt={first:Y("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:Y("M3 2h2v12H3zM13 2v12L6 8z"),play:Y("M4 2v12l10-6z"),pause:Y("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:Y("M3 2v12l7-6zM11 2h2v12h-2z"),last:Y("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},ct={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},Xe=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function Ge(t){let o=t.ownerDocument,e=t.getRootNode(),i=e&&e.nodeType===11?e:o.head;if(i.querySelector(`#${oe}`))return;let r=o.createElement("style");r.id=oe,r.textContent=Ye,i.appendChild(r)}function ie(t,o){let e=t.frames[o],i=0,r=t.piles.map((a,c)=>{let f=e.p[c],l=[];for(let y=0;y<f.length;y+=2){let v=f.slice(y,y+2);l.push(v==="--"?null:v)}a.kind==="stock"&&(i=l.length);let d={...a,cards:l};return e.d&&(d.face_down=e.d[c]),d}),n=t.labels||{};return{version:o,variant:t.variant,title:t.title,layout:t.layout,draw_count:t.draw_count,lang:t.lang,deal:t.deal,move_count:o,status:t.status?t.status[o]:"playing",piles:r,legal:{},auto:{},hint:null,last_move:t.last_move?t.last_move[o]:null,message:null,stock_label:i>1?"":String(i),show_targets:!1,labels:t.table_labels&&Object.keys(t.table_labels).length?t.table_labels:{stock:n.stock,waste:n.waste,foundation:n.foundation,pile:n.pile,empty:n.empty,face_up:n.face_up,face_down:n.face_down}}}function F(t,o,e={}){let i=document.createElement(t);return i.className=o,Object.assign(i,e),i}function re(t,o,e={}){at(t),Ge(t);let i=o.frames.length-1,r=o.labels||{},n=F("div","solitaire-root solitaire-replay",{tabIndex:0});n.setAttribute("data-lm-suppress-shortcuts","true"),n.setAttribute("role","region"),n.setAttribute("aria-label",o.title||"Replay");let a=F("div","solitaire-replay-bar"),c=(L,P,U)=>{let wt=F("button",`solitaire-btn solitaire-replay-btn ${L}`,{type:"button",innerHTML:vt[P],title:`${U} (${(P==="play"||P==="pause")&&r.space||ct[P]})`});return wt.setAttribute("aria-label",U),wt},f=c("solitaire-replay-first","first",r.first||"First"),l=c("solitaire-replay-prev","prev",r.prev||"Previous"),d=c("solitaire-replay-play","play",r.play||"Play"),y=c("solitaire-replay-next","next",r.next||"Next"),v=c("solitaire-replay-last","last",r.last||"Last"),b=F("input","solitaire-replay-scrub",{type:"range",min:0,max:i,step:1,value:0});b.setAttribute("aria-label",r.scrubber||"Position");let s=F("span","solitaire-replay-counter");a.append(f,l,d,y,v,b,s);let u=o.table_labels||{},p=null,x=null;o.rules_html&&(x=F("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:u.rules||r.rules||"Rules"}),x.setAttribute("aria-expanded","false"),a.append(x));let k=F("div","solitaire-replay-narration",{role:"status"});k.setAttribute("aria-live","polite");let M=F("div","solitaire-replay-comment"),g=F("div","solitaire-replay-table");g.style.position="relative",n.append(a,k,M,g),t.appendChild(n);let m=Kt(n);x&&(p=ee(g,{onClose:()=>{x.setAttribute("aria-expanded","false"),x.focus()}}),p.set(o.rules_html,{rules:u.rules||r.rules,close:u.close||r.close}),x.addEventListener("click",()=>{p.toggle(),x.setAttribute("aria-expanded",String(p.isOpen))}));let w=Math.max(0,Math.min(i,e.index??0)),D=te(g,ie(o,w),{interactive:!1,showFaceDown:!!o.show_face_down,width:e.width}),h=null,S=()=>{D.update(ie(o,w)),b.value=String(w),s.textContent=w===0?r.deal||"Deal":(r.position||"Move {i} of {n}").replace("{i}",String(w)).replace("{n}",String(i));let L=o.parts?o.parts[w]:null;L?(k.textContent=[L.action,L.rule,...L.effects||[]].filter(Boolean).join(" "),M.textContent=L.comment||""):(k.textContent=o.narration[w]||"",M.textContent=""),f.disabled=l.disabled=w===0,y.disabled=v.disabled=w===i,n.dataset.index=String(w)},C=(L,P=!0)=>{let U=Math.max(0,Math.min(i,Math.round(L)));U!==w&&(w=U,S(),P&&e.onIndex&&e.onIndex(w))},E=()=>{h!==null&&clearInterval(h),h=null,d.innerHTML=vt.play,d.setAttribute("aria-label",r.play||"Play"),d.title=`${r.play||"Play"} (${r.space||ct.play})`,n.dataset.playing="false"},W=()=>{w===i&&C(0),d.innerHTML=vt.pause,d.setAttribute("aria-label",r.pause||"Pause"),d.title=`${r.pause||"Pause"} (${r.space||ct.pause})`,n.dataset.playing="true",h=setInterval(()=>{w>=i?E():C(w+1)},q)},q=e.interval??900;return f.addEventListener("click",()=>{E(),C(0)}),l.addEventListener("click",()=>{E(),C(w-1)}),y.addEventListener("click",()=>{E(),C(w+1)}),v.addEventListener("click",()=>{E(),C(i)}),d.addEventListener("click",()=>h===null?W():E()),b.addEventListener("input",()=>{E(),C(Number(b.value))}),n.addEventListener("keydown",L=>{if(!Xe.has(L.key)||L.altKey||L.ctrlKey||L.metaKey)return;L.stopPropagation();let U={ArrowLeft:()=>{E(),C(w-1)},ArrowRight:()=>{E(),C(w+1)},Home:()=>{E(),C(0)},End:()=>{E(),C(i)}," ":()=>h===null?W():E()}[L.key];U&&!(L.target instanceof HTMLButtonElement&&L.key===" ")&&(L.preventDefault(),U())}),S(),n.dataset.playing="false",{root:n,table:D,get index(){return w},seek:C,step:()=>C(w+1),back:()=>C(w-1),play:W,pause:E,setInterval(L){!(L>0)||L===q||(q=L,h!==null&&(clearInterval(h),h=null,W()))},destroy(){E(),m(),p?.destroy(),n.remove()}}}function Je({model:t,el:o}){let e=null,i=()=>{e&&e.destroy(),e=null;let a=t.get("_frames");!a||!a.frames||!a.frames.length||(e=re(o,a,{index:t.get("index")??0,interval:t.get("interval")??900,onIndex:c=>{t.set("index",c),t.save_changes()}}))},r=()=>e?.setInterval(t.get("interval")),n=()=>{let a=t.get("index");e&&typeof a=="number"&&e.index!==a&&e.seek(a,!1)};return i(),t.on("change:index",n),t.on("change:interval",r),t.on("change:_frames",i),()=>{t.off("change:index",n),t.off("change:interval",r),t.off("change:_frames",i),e&&e.destroy()}}var _o={render:Je};export{_o as default};
