var pe="#c0142c",ge="#1b1e24";function at(t){let o=t[0],e=t[1];return{rank:o,suit:e,red:e==="H"||e==="D"}}function Tt(t){return t==="T"?"10":t}var he={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function Q(t,o,e,r,i,n=!1){let s=r/100,c=n?" rotate(180 50 50)":"";return`<path d="${he[t]}" fill="${i}" transform="translate(${bt(o-r/2)} ${bt(e-r/2)}) scale(${bt(s)})${c}"/>`}function bt(t){return Number.isInteger(t)?String(t):t.toFixed(2)}var C=31,N=50,T=69,R=29,H=111,P=70,nt=56.3,st=83.7,Ct={2:[[N,R],[N,H]],3:[[N,R],[N,P],[N,H]],4:[[C,R],[T,R],[C,H],[T,H]],5:[[C,R],[T,R],[N,P],[C,H],[T,H]],6:[[C,R],[T,R],[C,P],[T,P],[C,H],[T,H]],7:[[C,R],[T,R],[N,49.5],[C,P],[T,P],[C,H],[T,H]],8:[[C,R],[T,R],[N,49.5],[C,P],[T,P],[N,90.5],[C,H],[T,H]],9:[[C,R],[T,R],[C,nt],[T,nt],[N,P],[C,st],[T,st],[C,H],[T,H]],T:[[C,R],[T,R],[N,42.6],[C,nt],[T,nt],[C,st],[T,st],[N,97.4],[C,H],[T,H]]},Dt=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function xe(t,o,e){let r=Tt(t),i=r.length>1;return`<g class="solitaire-index"><text x="${i?12.6:11.5}" y="23" text-anchor="middle" font-size="${i?19:22}"${i?' letter-spacing="-2.2"':""} ${Dt} fill="${e}">${r}</text>`+Q(o,11.5,31.5,12,e)+"</g>"}function be(t,o,e,r){let s=o-13,c=e-14/2;return`<polygon points="${t==="K"?`${s},${c+14} ${s},${c} ${s+26*.25},${c+14*.55} ${s+26/2},${c-2} ${s+26*.75},${c+14*.55} ${s+26},${c} ${s+26},${c+14}`:`${s},${c+14} ${s+2},${c+3} ${s+26*.3},${c+14*.6} ${s+26/2},${c+1} ${s+26*.7},${c+14*.6} ${s+26-2},${c+3} ${s+26},${c+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${c+14*.72}" r="2" fill="${r}"/>`}function me(t,o,e){return`<path d="M${t-11} ${o+7}C${t-6} ${o-8} ${t+6} ${o-10} ${t+13} ${o-7}C${t+5} ${o-3} ${t-2} ${o+2} ${t-11} ${o+7}Z" fill="#e7b53c" stroke="${e}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${t-11} ${o+7}L${t+9} ${o-6}" stroke="${e}" stroke-width="0.9"/>`}function ye(t,o,e,r){let i=(t==="J"?me(50,30,e):be(t,50,30,e))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${Dt} fill="${e}">${t}</text>`+Q(o,32.5,29,10,e)+Q(o,67.5,29,10,e);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${e}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${e}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${e}" stroke-opacity="0.4" stroke-width="0.8"/>`+i+`<g transform="rotate(180 50 70)">${i}</g>`}function B(t,o={}){let{rank:e,suit:r,red:i}=at(t),n=i?pe:ge,s=xe(e,r,n),c="";if(e==="A")c=Q(r,50,70,r==="S"?46:40,n),r==="S"&&(c+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${n}" stroke-opacity="0.25" stroke-width="1"/>`);else if(Ct[e]){let d=e==="T"||e==="9"?17:18;c=Ct[e].map(([a,f])=>`<g class="solitaire-pip">${Q(r,a,f,d,n,f>P+1)}</g>`).join("")}else c=ye(e,r,n,o.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+c+s+`<g transform="rotate(180 50 70)">${s}</g></g>`}function It(t){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect class="solitaire-back-field" x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${t})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path class="solitaire-back-field" d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function jt(t){return`<pattern id="${t}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${t}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Rt(t,o){let{rank:e,suit:r}=at(t),i=o?.ranks?.[e]??Tt(e),n=o?.suits?.[r]??r;return(o?.card_name??"{rank} of {suit}").replace("{rank}",i).replace("{suit}",n)}var ve={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},mt=3;function we(t){let o=t.draw_count;return typeof o=="number"&&o>=1?Math.min(o,mt):mt}function lt(t,o,e={}){let r={...ve,...e};return(t.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?Ae(t,o,r):Me(t,o,r)}function Ht(t,o,e,r){let i=t/(o+(o-1)*e+2*e);return Math.max(r.minCardW,Math.min(r.maxCardW,i))}var E=t=>Math.round(t*100)/100;function V(t,o,e){let r=t.cards.length,i=t.face_down??0,n=t.cards.map((s,c)=>({index:c,code:s,faceUp:s!==null&&c>=i,x:o.x,y:o.y}));return{id:t.id,kind:t.kind,fan:"square",slot:o,drop:ke(o,e),cards:n,count:r}}function ke(t,o){return{x:E(t.x-o),y:E(t.y-o),w:E(t.w+2*o),h:E(t.h+2*o)}}function $e(t,o,e,r,i,n){let s=t.cards.length,c=r.faceDownStep*e,d=r.faceUpStep*e,a=t.cards.slice(0,-1).map(p=>p===null?"d":"u"),f=()=>a.reduce((p,l)=>p+(l==="d"?c:d),0);if(i!==void 0&&s>1){let p=i-o.y-e,l=f();if(l>p&&p>0){let u=Math.max(.35,p/l);c*=u,d*=u}}let y=o.y,v=t.cards.map((p,l)=>{let u={index:l,code:p,faceUp:p!==null&&l>=(t.face_down??0),x:o.x,y:E(y)};return y+=p===null?c:d,u}),b=s?v[s-1].y+e:o.y+e;return{id:t.id,kind:t.kind,fan:"down",slot:o,drop:{x:E(o.x-n),y:E(o.y-n),w:E(o.w+2*n),h:E(b-o.y+e*.35+n)},cards:v,count:s}}function Se(t,o,e,r,i,n){let s=t.cards.length,c=Math.max(0,s-n),d=r.wasteFan*e,a=t.cards.map((y,v)=>({index:v,code:y,faceUp:y!==null,x:E(o.x+Math.max(0,v-c)*d),y:o.y})),f=s?a[s-1].x+e:o.x+e;return{id:t.id,kind:t.kind,fan:"right",slot:o,drop:{x:E(o.x-i),y:E(o.y-i),w:E(f-o.x+2*i),h:E(o.h+2*i)},cards:a,count:s,shown:n}}function Me(t,o,e){let r=t.piles,i=r.filter(x=>x.kind==="foundation"),n=r.filter(x=>x.kind==="tableau"),s=Math.max(7,n.length,i.length+3),c=.14,d=Ht(o,s,c,e),a=d*1.4,f=d*c,y=s*d+(s-1)*f;o=Math.max(o,y+2*f);let v=Math.max(f,(o-y)/2),b=x=>E(v+x*(d+f)),p=f,l=Math.max(14,a*.14),u=p+a+l+f*.6,g=f/2,w=(n.length?Math.max(0,n.length-1)*e.faceDownStep+Math.max(0,e.faceUpRoom-1)*e.faceUpStep:0)*a,S=u+a+w+f,h=e.maxHeight?Math.min(S,e.maxHeight):S,m=h-f,$={},A=[];for(let x of r){let k;if(x.kind==="stock")k=V(x,{x:b(0),y:p,w:d,h:a},g),k.label={x:E(b(0)+d/2),y:E(p+a+l*.8),text:""};else if(x.kind==="waste")k=Se(x,{x:b(1),y:p,w:d,h:a},d,e,g,we(t));else if(x.kind==="foundation"){let j=i.indexOf(x);k=V(x,{x:b(s-i.length+j),y:p,w:d,h:a},g)}else{let j=n.indexOf(x);k=$e(x,{x:b(j),y:E(u),w:d,h:a},a,e,m,g);let _=k.cards.length?k.cards[k.cards.length-1].y+a:u+a;h=Math.max(h,_+f)}$[x.id]=k,A.push(x.id)}return{width:E(o),height:E(h),cardW:E(d),cardH:E(a),gap:E(f),kind:"klondike",piles:$,order:A}}function Ae(t,o,e){let r=t.piles,i=r.filter(x=>x.kind==="foundation"),n=r.filter(x=>x.kind==="tableau"),s=Math.max(i.length,Math.ceil(n.length/2),1),c=s+1,d=.16,a=Ht(o,c,d,e),f=a*1.4,y=a*d,v=c*a+(c-1)*y;o=Math.max(o,v+2*y);let b=Math.max(y,(o-v)/2),p=x=>E(b+x*(a+y)),l=y,u=Math.max(14,f*.15),g=[l+f+u+y*.9];g.push(g[0]+f+y*1.1);let w=y/2,S={},h=[0,0];n.forEach((x,k)=>{let j=Math.min(1,Math.max(0,typeof x.row=="number"?x.row:k<s?0:1));S[x.id]={row:j,col:h[j]++}});let m={},$=[];for(let x of r){let k;if(x.kind==="stock")k=V(x,{x:p(0),y:l,w:a,h:f},w),k.label={x:E(p(0)+a/2),y:E(l+f+u*.8),text:""};else if(x.kind==="waste")k=V(x,{x:p(0),y:E(g[0]),w:a,h:f},w);else if(x.kind==="foundation"){let j=i.indexOf(x),_=p(1+j);k=V(x,{x:_,y:l,w:a,h:f},w),k.label={x:E(_+a/2),y:E(l+f+u*.8),text:x.label??""}}else{let{row:j,col:_}=S[x.id];k=V(x,{x:p(1+_%s),y:E(g[j]),w:a,h:f},w)}m[x.id]=k,$.push(x.id)}let A=g[1]+f+y*1.2;return{width:E(o),height:E(A),cardW:E(a),cardH:E(f),gap:E(y),kind:"matrimony",piles:m,order:$}}function W(t){return t.fan==="down"?t.cards:t.fan==="right"?t.cards.slice(-(t.shown??mt)):t.cards.slice(-1)}function ct(t,o,e){let r=t.cards[t.cards.length-1];return r?{x:r.x,y:r.y,w:o,h:e}:t.slot}function Nt(t,o,e){return o>=t.x&&o<=t.x+t.w&&e>=t.y&&e<=t.y+t.h}function yt(t,o,e){let{cardW:r,cardH:i}=t;for(let n=t.order.length-1;n>=0;n--){let s=t.piles[t.order[n]],c=W(s);for(let d=c.length-1;d>=0;d--){let a=c[d];if(Nt({x:a.x,y:a.y,w:r,h:i},o,e))return{pile:s.id,index:s.fan==="down"?a.index:s.count-1}}if(!c.length&&Nt(s.slot,o,e))return{pile:s.id,index:-1}}return null}function Ft(t,o,e){let r=null,i=0;for(let n of t.order){if(n===e)continue;let s=t.piles[n];if(s.kind==="stock")continue;let c=s.drop,d=Math.min(o.x+o.w,c.x+c.w)-Math.max(o.x,c.x),a=Math.min(o.y+o.h,c.y+c.h)-Math.max(o.y,c.y);if(d<=0||a<=0)continue;let f=d*a;f>i&&(i=f,r=n)}return i>=.12*o.w*o.h?r:null}function dt(t){let o=[];for(let e of t.order){let r=t.piles[e];if(r.fan==="down"){let i=r.cards.filter(n=>n.faceUp);if(i.length)for(let n of i)o.push({pile:e,index:n.index});else o.push({pile:e,index:r.count-1})}else o.push({pile:e,index:r.count-1})}return o}function zt(t,o){let e=t.piles[o.pile],r=o.index>=0?e.cards[o.index]:null,i=r?r.x:e.slot.x,n=r?r.y:e.slot.y;return{x:i+t.cardW/2,y:n+(r&&e.fan==="down"?t.cardH*.12:t.cardH/2)}}function Pt(t,o,e){let r=dt(t);if(!r.length)return null;if(!o)return r[0];let i=r.find(d=>d.pile===o.pile&&d.index===o.index)??r.find(d=>d.pile===o.pile);if(!i)return r[0];if(e==="up"||e==="down"){let d=r.filter(f=>f.pile===i.pile),a=d.indexOf(i)+(e==="down"?1:-1);if(a>=0&&a<d.length)return d[a]}let n=zt(t,i);if(e==="left"||e==="right"){let d=t.piles[i.pile].slot.y,a=null,f=1/0;for(let v of t.order){let b=t.piles[v];if(v===i.pile||Math.abs(b.slot.y-d)>1)continue;let p=(b.slot.x-t.piles[i.pile].slot.x)*(e==="right"?1:-1);p>1&&p<f&&(f=p,a=v)}if(!a)return i;let y=r.filter(v=>v.pile===a);return y[y.length-1]}let s=null,c=1/0;for(let d of r){if(d.pile===i.pile)continue;let a=zt(t,d),f=e==="up"?n.y-a.y:a.y-n.y,y=Math.abs(a.x-n.x);if(f<=1)continue;let v=f+3*y;v<c&&(c=v,s=d)}return s??i}function Ut(t,o){if(t.version===o.version)return;let e=t.position_since;if(typeof e=="number"&&typeof o.version=="number"&&e<=o.version)return;let r=t.last_move;if(!r||r.src!==o.src||r.dst!==o.dst||typeof t.move_count=="number"&&t.move_count<=o.moves)return null;let i=t.piles.find(s=>s.id===o.dst);if(!i||!i.cards.length)return null;let n=typeof r.count=="number"?r.count:o.count;return{pile:i.id,index:Math.max(0,i.cards.length-n)}}function vt(t,o){return`${t}/${o}`}function wt(t,o){return t.piles.find(e=>e.id===o)}function ut(t,o,e){let r=wt(t,o);return r?Math.max(0,r.cards.length-e):0}function F(t,o,e,r=!0){let i=wt(t,o);return!i||e<0||e>=i.cards.length||i.kind==="stock"||i.cards[e]===null?!1:e===i.cards.length-1||Object.prototype.hasOwnProperty.call(t.legal??{},vt(o,e))?!0:i.kind==="tableau"&&r}function Ot(t,o,e){return(t.legal??{})[vt(o,e)]??[]}function kt(t,o,e,r){return{kind:"move",src:o,dst:r,count:ut(t,o,e),version:t.version}}function Wt(t,o,e){return{kind:"auto",src:o,count:ut(t,o,e),version:t.version}}function $t(t){return{kind:"stock",version:t.version}}function qt(t,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return $t(t);case"h":return t.hint_available?{kind:"hint"}:null;default:return null}}function Ee(t,o){return String(t).replace(/\{(\w+)\}/g,(e,r)=>r in o?String(o[r]):e)}function Le(t,o){let e=t.labels??{};if(o==="stock")return e.stock??"Stock";if(o==="waste")return e.waste??"Waste";let r=/^([ft])(\d+)$/.exec(o);return r?Ee(r[1]==="f"?e.foundation??"Foundation {n}":e.pile??"Pile {n}",{n:r[2]}):o}function Kt(t,o,e){let r=t.labels??{},i=wt(t,o),n=Le(t,o);if(!i||e<0||e>=i.cards.length){let c=o==="stock"&&t.stock_label?`, ${t.stock_label}`:"";return`${n}, ${r.empty??"empty"}${c}`}let s=i.cards[e];return o==="stock"?`${n}${t.stock_label?", "+t.stock_label:""}, ${r.face_down??"face down"}`:s===null?`${n}, ${r.face_down??"face down"}`:`${Rt(s,r)}, ${n}, ${r.face_up??"face up"}`}var _e=5,Ce=400;function Bt(t,o,e,r=!0){return e?e.pile==="stock"?{selection:null,intent:$t(t)}:o?e.pile===o.pile?e.index!==o.index&&F(t,e.pile,e.index,r)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:kt(t,o.pile,o.index,e.pile)}:F(t,e.pile,e.index,r)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function Te(t,o,e,r=!0){return Bt(t,o,e,r)}function Vt(t){let{root:o,svg:e}=t,r=null,i=null,n=l=>t.layout.piles[l]?.fan==="down",s=l=>{l&&t.emit(l)},c=l=>{if(l.button!==0||r&&r.dragging)return;t.pendingFocus=null;let u=t.toLocal(l.clientX,l.clientY),g=yt(t.layout,u.x,u.y);r={id:l.pointerId,hit:g,cx:l.clientX,cy:l.clientY,x:u.x,y:u.y,dragging:!1};let S=l.target.closest?.("[data-stop]");S&&(t.focus={pile:S.getAttribute("data-pile")??"",index:Number(S.getAttribute("data-stop")?.split("/")[1])});try{e.setPointerCapture(l.pointerId)}catch{}g&&F(t.snapshot,g.pile,g.index,n(g.pile))&&(l.preventDefault(),o.focus({preventScroll:!0}))},d=l=>{if(!r||l.pointerId!==r.id)return;let u=r.hit;if(!r.dragging){if(Math.hypot(l.clientX-r.cx,l.clientY-r.cy)<_e||!u||!F(t.snapshot,u.pile,u.index,n(u.pile)))return;r.dragging=!0,i=null,t.selection=null,t.drag={src:u.pile,index:u.index,count:ut(t.snapshot,u.pile,u.index),dx:0,dy:0,over:null},t.repaint()}let g=t.toLocal(l.clientX,l.clientY),w=g.x-r.x,S=g.y-r.y;t.moveDrag(w,S);let h=t.drag;if(!h)return;let m=t.layout.piles[h.src].cards[h.index],$=Ft(t.layout,{x:m.x+w,y:m.y+S,w:t.layout.cardW,h:t.layout.cardH},h.src);$!==h.over&&(h.over=$,t.repaint())},a=l=>{if(!r||l.pointerId!==r.id)return;let u=r;if(r=null,u.dragging){let g=t.drag;t.drag=null,t.selection=null,g&&g.over&&g.over!==g.src&&s(kt(t.snapshot,g.src,g.index,g.over)),t.repaint();return}y(u.hit,l.timeStamp)},f=()=>{r=null,t.drag&&(t.drag=null,t.repaint())},y=(l,u)=>{let g=t.snapshot;if(l&&i&&i.pile===l.pile&&i.index===l.index&&u-i.t<Ce){i=null,F(g,l.pile,l.index,n(l.pile))&&s(Wt(g,l.pile,l.index)),t.select(null);return}let{selection:w,intent:S}=Bt(g,t.selection,l,l?n(l.pile):!0);i=l&&!S&&l.pile!=="stock"&&F(g,l.pile,l.index,n(l.pile))?{...l,t:u}:null,l&&(t.focus=l.index>=0||t.layout.piles[l.pile].count===0?l:t.focus),s(S),w!==t.selection&&t.select(w)},v=l=>{if(l.altKey||l.ctrlKey||l.metaKey)return;let u=t.snapshot,g={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(l.key in g){l.preventDefault();let S=Pt(t.layout,t.focus,g[l.key]);S&&t.focusStop(S);return}if(l.key==="Enter"||l.key===" "){if(l.preventDefault(),!t.focus){t.focusStop(null);return}let S=t.focus,{selection:h,intent:m}=Te(u,t.selection,S,n(S.pile));t.pendingFocus=m&&m.kind==="move"?{src:m.src,dst:m.dst,count:m.count,version:u.version,moves:typeof u.move_count=="number"?u.move_count:-1}:null,s(m),t.select(h);return}if(l.key==="?"){l.preventDefault(),t.options.onHelp?.();return}if(l.key==="Escape"){(t.selection||t.drag)&&(l.preventDefault(),r=null,t.drag=null,t.select(null));return}let w=qt(u,l.key);w&&(l.preventDefault(),t.select(null),s(w))},b=l=>{if(l.touches.length!==1)return;let u=l.touches[0],g=t.toLocal(u.clientX,u.clientY),w=yt(t.layout,g.x,g.y);w&&F(t.snapshot,w.pile,w.index,n(w.pile))&&l.preventDefault()},p=l=>{let u=l.target.closest?.("[data-stop]");if(!u)return;let[g,w]=(u.getAttribute("data-stop")??"").split("/");t.focus={pile:g,index:Number(w)}};return e.addEventListener("pointerdown",c),e.addEventListener("pointermove",d),e.addEventListener("pointerup",a),e.addEventListener("pointercancel",f),e.addEventListener("lostpointercapture",f),e.addEventListener("touchstart",b,{passive:!1}),o.addEventListener("keydown",v),o.addEventListener("focusin",p),()=>{e.removeEventListener("pointerdown",c),e.removeEventListener("pointermove",d),e.removeEventListener("pointerup",a),e.removeEventListener("pointercancel",f),e.removeEventListener("lostpointercapture",f),e.removeEventListener("touchstart",b),o.removeEventListener("keydown",v),o.removeEventListener("focusin",p)}}var De=`
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
`;function ft(t){let o=t.getRootNode?t.getRootNode():document,e=o&&o.nodeType===11?o:document.head;if(!e||e.querySelector&&e.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=De,e.appendChild(r)}var Zt=new Set(["dark","dark-mode","dark-theme","theme-dark"]),Yt=new Set(["light","light-mode","light-theme","theme-light"]),Jt=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function Ie(t){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);if(o){let c=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],c]}if(typeof document>"u")return null;let e=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!e)return null;e.clearRect(0,0,1,1),e.fillStyle="#00000000",e.fillStyle=t,e.fillRect(0,0,1,1);let[r,i,n,s]=e.getImageData(0,0,1,1).data;return[r,i,n,s/255]}function je(t){let o=e=>{let r=e/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*o(t[0])+.7152*o(t[1])+.0722*o(t[2])}function Re(t){let o=t;for(;o;){if(o.nodeType===1){let e=Ie(getComputedStyle(o).backgroundColor);if(e&&e[3]>=.5)return e}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function Xt(t){if(!t)return null;for(let o of t.classList){if(Zt.has(o))return"dark";if(Yt.has(o))return"light"}for(let o of Jt){let e=(t.getAttribute(o)||"").toLowerCase();if(Zt.has(e))return"dark";if(Yt.has(e))return"light"}return null}function He(t){let o=t.ownerDocument||document,e=o.body,r=o.documentElement,i=e&&e.getAttribute("data-jp-theme-light");if(i==="true"||i==="false")return{scheme:i==="true"?"light":"dark",source:"jupyter"};let n=e?`${e.className} ${e.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(n))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(n))return{scheme:"dark",source:"vscode"};let s=Xt(e)||Xt(r);if(s)return{scheme:s,source:"page"};let c=t.isConnected?Re(t.parentNode||t):null;if(c)return{scheme:je(c)<.18?"dark":"light",source:"background"};let d=t.nodeType===1?getComputedStyle(t).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var Gt=new WeakMap;function Qt(t){let o=()=>{let c=t.dataset.themeChoice,{scheme:d,source:a}=c==="light"||c==="dark"?{scheme:c,source:"setting"}:He(t);if(t.dataset.theme===d&&t.dataset.themeSource===a)return;t.classList.add("solitaire-no-transition"),t.classList.toggle("solitaire-dark",d==="dark"),t.classList.toggle("solitaire-light",d==="light");let f=a==="prefers-color-scheme"||a==="color-scheme"||a==="setting";t.classList.toggle("solitaire-own-bg",f),t.classList.toggle("solitaire-theme-fixed",a==="setting"),t.dataset.theme=d,t.dataset.themeSource=a,t.offsetHeight,t.classList.remove("solitaire-no-transition")};Gt.set(t,o),o();let e=t.ownerDocument||document,r=new MutationObserver(o),i=["class","data-jp-theme-light","data-vscode-theme-kind","style",...Jt];for(let c of[e.documentElement,e.body])c&&r.observe(c,{attributes:!0,attributeFilter:i});let n=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;n?.addEventListener?.("change",o);let s=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{Gt.delete(t),r.disconnect(),n?.removeEventListener?.("change",o),s&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(s)}}function Z(t){return t.getRootNode().activeElement??document.activeElement}var tt="data-lm-suppress-shortcuts";function te(t){let o=n=>{let s=n.target;s&&s.setAttribute&&!s.hasAttribute(tt)&&s.setAttribute(tt,"true")},e=[],r=()=>{e.forEach(n=>n.setAttribute(tt,"true")),e=[]},i=n=>{if(r(),!(n.ctrlKey||n.metaKey||n.altKey)||n.key==="Enter")return;let s=n.target;if(!(s instanceof Element)||!t.contains(s))return;let c=t.parentElement;for(let d=s;d&&d!==c;d=d.parentElement)d.hasAttribute(tt)&&(d.removeAttribute(tt),e.push(d));e.length&&setTimeout(r)};return t.addEventListener("focusin",o),window.addEventListener("keydown",i,!0),()=>{r(),t.removeEventListener("focusin",o),window.removeEventListener("keydown",i,!0)}}var St=200,Ne=240,ze=700,Fe=1500,Pe=3e3,pt="cubic-bezier(0.2, 0.7, 0.3, 1)",Y="solitaire-motion",X=t=>(Math.round(t*100)/100).toString();function Ue(t){return!(t.animate===!1||typeof Element>"u"||typeof Element.prototype.animate!="function"||typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)}function Oe(t,o){if(!t||!t.piles?.some(i=>i.cards.length))return"none";let e=t,r=o;return r.deal!==e.deal||r.variant!==e.variant||r.move_count===0&&e.move_count>0?"deal":r.status==="won"&&e.status!=="won"?"win":"slide"}function ee(t,o,e){let r=new Map,i=new Map;for(let n of e.order){let s=e.piles[n];for(let c of W(s)){let d=t.querySelector(`.solitaire-card[data-pile="${n}"][data-index="${c.index}"]`),a={x:c.x,y:c.y,pile:n,index:c.index,html:d?d.outerHTML:""};c.code&&c.faceUp&&r.set(c.code,[...r.get(c.code)??[],a]),c.index===s.count-1&&i.set(n,a)}}return{snapshot:o,layout:e,byCode:r,tops:i}}function oe(t){let o=t.querySelector(":scope > .solitaire-motion");return o||(o=document.createElementNS("http://www.w3.org/2000/svg","g"),o.setAttribute("class","solitaire-motion"),o.setAttribute("pointer-events","none"),t.appendChild(o)),o}function re(t,o){if(!o)return null;let e=oe(t),r=document.createElementNS("http://www.w3.org/2000/svg","g");r.innerHTML=o;let i=r.firstElementChild;return i?(i.removeAttribute("tabindex"),i.removeAttribute("data-stop"),i.removeAttribute("data-pile"),i.removeAttribute("data-index"),i.setAttribute("aria-hidden","true"),i.classList.add("solitaire-ghost"),e.appendChild(i),i):null}var U=(t,o,e)=>`translate(${X(t)}px, ${X(o)}px) scale(${X(e)})`,ie=(t,o,e)=>`translate(${X(t)} ${X(o)}) scale(${X(e)})`,et=new WeakMap;function ne(t,o,e){let r=Z(t),i=r&&o.contains(r);e(),i&&r.focus({preventScroll:!0})}function We(t,o){let e=o.parentNode;if(!e)return;let r=et.get(t)??[];r.push({el:o,parent:e,next:o.nextSibling}),et.set(t,r),ne(t,o,()=>oe(t).before(o))}function Mt(t,o){let e=et.get(t);if(!e)return;let r=o?e.filter(n=>o.includes(n.el)):e,i=o?e.filter(n=>!o.includes(n.el)):[];i.length?et.set(t,i):et.delete(t);for(let{el:n,parent:s,next:c}of r.reverse())!n.isConnected||!s.isConnected||n.parentNode!==t||ne(t,n,()=>s.insertBefore(n,c&&c.parentNode===s?c:null))}function se(t,o,e,r){if(!Ue(e))return 0;let i=Oe(o.snapshot,e);if(i==="none")return 0;let n=r.cardW/100;if(i==="deal")return Be(t,r,n);let s=qe(t,o,e,r,n);return i==="win"&&(s+=Ve(t,e,r,n)),s}function At(t,o,e){let r=t.piles.find(i=>i.id===e.pile);return!!r&&r.cards[e.index]===o}function qe(t,o,e,r,i){let n=0,s=r.piles.stock,c=e.last_move?.src,d=new Set,a=new Set,f=[];for(let p of r.order)for(let l of W(r.piles[p]))!l.code||!l.faceUp||(a.add(`${p}/${l.index}`),f.push({c:l,id:p}));let y=new Map;for(let{c:p,id:l}of f){let u=(o.byCode.get(p.code)??[]).find(g=>g.pile===l&&g.index===p.index);u&&(y.set(`${l}/${p.index}`,u),d.add(u))}let v=[];for(let{c:p,id:l}of f){let u=p.code,g=t.querySelector(`.solitaire-card[data-pile="${l}"][data-index="${p.index}"]`);if(!g)continue;let w=y.get(`${l}/${p.index}`);if(!w){let h=(o.byCode.get(u)??[]).filter(m=>!d.has(m)&&!At(e,u,m));w=h.find(m=>m.pile===c)??h[0],w&&d.add(w)}let S=w?{x:w.x,y:w.y}:null;if(!w){let h=o.layout.piles[l];if(h&&h.cards[p.index]&&!h.cards[p.index].faceUp){let A=r.cardW/2*.98;g.animate([{transform:`${U(p.x+A,p.y,i)} scaleX(0.02)`},{transform:U(p.x,p.y,i)}],{id:Y,duration:St,easing:pt}),n++;continue}let $=c&&o.tops.get(c)||(s?s.slot:null);$&&(S={x:$.x,y:$.y})}!S||Math.abs(S.x-p.x)<.5&&Math.abs(S.y-p.y)<.5||(g.animate([{transform:U(S.x,S.y,i)},{transform:U(p.x,p.y,i)}],{id:Y,duration:St,easing:pt}),v.push(g),n++)}let b=[];for(let[p,l]of o.byCode)for(let u of l){if(d.has(u))continue;let g=s?{x:s.slot.x,y:s.slot.y}:null,w=At(e,p,u)?{pile:u.pile,index:u.index}:Ke(e,p,a,d,l),S=w&&r.piles[w.pile]?.cards[w.index];if(S&&(g={x:S.x,y:S.y}),!g||Math.abs(g.x-u.x)<.5&&Math.abs(g.y-u.y)<.5)continue;let h=re(t,u.html);if(!h)continue;h.setAttribute("transform",ie(g.x,g.y,i));let m=h.animate([{transform:U(u.x,u.y,i),opacity:1},{transform:U(g.x,g.y,i),opacity:1}],{id:Y,duration:St,easing:pt});m.onfinish=()=>h.remove(),b.push(m),n++}for(let p of v)We(t,p);if(v.length){let p=v.flatMap(l=>l.getAnimations());Promise.all(p.map(l=>l.finished)).then(()=>Mt(t,v),()=>Mt(t,v))}return n}function Ke(t,o,e,r,i){let n=new Set(i.filter(s=>At(t,o,s)).map(s=>`${s.pile}/${s.index}`));for(let s of t.piles)for(let c=0;c<s.cards.length;c++){if(s.cards[c]!==o)continue;let d=`${s.id}/${c}`;if(!e.has(d)&&!n.has(d))return{pile:s.id,index:c}}return null}function Be(t,o,e){let r=o.piles.stock;if(!r)return 0;let i=[...t.querySelectorAll(".solitaire-card")].filter(c=>c.getAttribute("data-pile")!=="stock"),n=i.length>1?Math.min(40,ze/(i.length-1)):0,s=0;return i.forEach((c,d)=>{let f=o.piles[c.getAttribute("data-pile")??""]?.cards[Number(c.getAttribute("data-index"))];if(!f)return;let y=U(r.slot.x,r.slot.y,e);c.animate([{transform:y,opacity:0},{transform:y,opacity:1,offset:.05},{transform:U(f.x,f.y,e),opacity:1}],{id:Y,duration:Ne,delay:d*n,easing:pt,fill:"backwards"}),s++}),s}function Ve(t,o,e,r){let i=e.order.filter(f=>e.piles[f].kind==="foundation"),n=[];i.forEach((f,y)=>{let v=t.querySelector(`.solitaire-card[data-pile="${f}"]`),b=o.piles.find(g=>g.id===f);if(!v||!b)return;let p=v.outerHTML,l=/url\(#([\w-]+)-court\)/.exec(p),u=b.cards.filter(g=>typeof g=="string").reverse();n.push(u.map((g,w)=>({id:f,code:g,f:y,html:w===0||!l?p:`<g>${B(g,{courtFill:`url(#${l[1]}-court)`})}</g>`})))});let s=[];for(let f=0;n.some(y=>f<y.length);f++)for(let y of n)f<y.length&&s.push(y[f]);let c=s.length>1?Math.min(110,Pe/(s.length-1)):0,d=e.height-e.cardH,a=0;return s.forEach((f,y)=>{let v=e.piles[f.id].cards.slice(-1)[0],b=re(t,f.html);if(!v||!b)return;b.setAttribute("transform",ie(v.x,v.y,r)),b.parentNode?.prepend(b);let p=f.f+y,l=(p%2?1:-1)*(.18+.07*(p%5))*e.cardW,u=[],g=v.x,w=v.y,S=-.2*e.cardH,h=24;for(let $=0;$<=h;$++)u.push({transform:U(g,w,r),opacity:$<h-4?1:(h-$)/4}),g+=l,S+=.12*e.cardH,w+=S,w>d&&(w=d,S=-S*.66);let m=b.animate(u,{id:Y,duration:Fe,delay:y*c,fill:"both"});m.onfinish=()=>b.remove(),a++}),a}function gt(t){let e=(typeof t.getAnimations=="function"?t.getAnimations({subtree:!0}):[]).filter(r=>r.id===Y);for(let r of e)r.finish();return t.querySelector(":scope > .solitaire-motion")?.replaceChildren(),Mt(t),e.length}var Et=Symbol.for("solitaire_widget.ids");function ae(t){let o=globalThis;return o[Et]=(o[Et]??0)+1,`${t}${o[Et]}`}var Ze="http://www.w3.org/2000/svg";function ot(t){return String(t).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var M=t=>(Math.round(t*100)/100).toString();function le(t,o,e={}){ft(t);let r=ae("solitaire"),i=e.interactive!==!1,n=document.createElement("div");n.className="solitaire-table"+(i?" solitaire-interactive":""),i&&(n.tabIndex=-1,n.setAttribute("data-lm-suppress-shortcuts","true"));let s=document.createElementNS(Ze,"svg");s.setAttribute("class","solitaire-svg"),s.setAttribute("role","group"),n.appendChild(s),t.appendChild(n);let c=()=>e.width??(n.clientWidth||t.clientWidth||760),d=c(),a={root:n,svg:s,options:e,snapshot:o,layout:lt(o,d,e),selection:null,drag:null,focus:null,pendingFocus:null,update(b){let p=lt(b,d,e);gt(s);let l=ee(s,a.snapshot,a.layout);a.snapshot=b,a.layout=p;let u=a.selection;if(u&&!F(b,u.pile,u.index,b.layout!=="matrimony")&&(a.selection=null),a.drag=null,a.pendingFocus){let g=Ut(b,a.pendingFocus);g!==void 0&&(a.pendingFocus=null),g&&(a.focus=g)}a.repaint(),se(s,l,b,p)},relayout(){let b=c();if(!(Math.abs(b-d)<1)){d=b;try{a.layout=lt(a.snapshot,d,e),a.repaint()}catch(p){console.warn("solitaire_widget: the table could not be laid out again",p)}}},repaint(){let b=Z(n),p=n.contains(b)&&b!==n;s.innerHTML=Ye(a,r);let{width:l,height:u}=a.layout;s.setAttribute("viewBox",`0 0 ${M(l)} ${M(u)}`),s.setAttribute("aria-label",a.snapshot.title??"Solitaire"),n.classList.toggle("solitaire-dragging",!!a.drag),p&&a.focusStop(a.focus)},select(b){a.selection=b,a.repaint()},toLocal(b,p){let l=s.getBoundingClientRect(),u=l.width?a.layout.width/l.width:1;return{x:(b-l.left)*u,y:(p-l.top)*u}},moveDrag(b,p){if(!a.drag)return;a.drag.dx=b,a.drag.dy=p;let l=s.querySelector(".solitaire-drag");l&&l.setAttribute("transform",`translate(${M(b)} ${M(p)})`)},focusStop(b){let p=dt(a.layout),l=b&&p.find(g=>g.pile===b.pile&&g.index===b.index);if(!l&&b){let g=p.filter(w=>w.pile===b.pile);l=g[g.length-1]}if(l=l??p[0],!l)return;a.focus=l;let u=s.querySelector(`[data-stop="${l.pile}/${l.index}"]`);if(u){for(let g of s.querySelectorAll(`[data-pile="${l.pile}"][tabindex="0"]`))g.setAttribute("tabindex","-1");u.setAttribute("tabindex","0"),u.focus({preventScroll:!0})}},emit(b){e.onIntent?.(b)},destroy(){y?.(),n.removeEventListener("pointerdown",f,!0),n.removeEventListener("keydown",f,!0),gt(s),v?.disconnect(),n.remove()}};a.repaint();let f=()=>gt(s);n.addEventListener("pointerdown",f,!0),n.addEventListener("keydown",f,!0);let y=i?Vt(a):null,v=null;if(e.width===void 0&&typeof ResizeObserver<"u"){let b=0;v=new ResizeObserver(()=>{cancelAnimationFrame(b),b=requestAnimationFrame(()=>a.relayout())}),v.observe(n)}return a}function Ye(t,o){let e=t.snapshot,r=t.layout,{cardW:i,cardH:n}=r,s=i/100,c=t.options.showTargets??e.show_targets??!0,d=t.options.interactive!==!1,a=t.drag,f=a?{pile:a.src,index:a.index}:t.selection,y=d?dt(r):[],v=new Set(y.map(h=>`${h.pile}/${h.index}`)),b={};for(let h of y)b[h.pile]=`${h.pile}/${h.index}`;t.focus&&v.has(`${t.focus.pile}/${t.focus.index}`)&&(b[t.focus.pile]=`${t.focus.pile}/${t.focus.index}`);let p=(h,m)=>{let $=`${h}/${m}`;return v.has($)?` data-stop="${$}" tabindex="${b[h]===$?0:-1}" role="button" data-lm-suppress-shortcuts="true" aria-label="${ot(Kt(e,h,m))}"`:""},l=h=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${h+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${h+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,u=[`<defs>${jt(o)}</defs>`],g=[];for(let h of r.order){let m=r.piles[h],$=e.piles.find(x=>x.id===h);if(!$)continue;if(u.push(`<g class="solitaire-pile solitaire-pile-${m.kind}" data-pile-id="${h}">`),u.push(Je(e,m,$,i,n,o,p(h,-1),l(10))),m.fan==="square"&&m.count>1){let x=Math.min(3,Math.ceil(m.count/8));for(let k=x;k>=1;k--)u.push(`<rect x="${M(m.slot.x+k*1.1)}" y="${M(m.slot.y+k*1.4)}" width="${M(i)}" height="${M(n)}" rx="${M(7*s)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let x of W(m)){let k=a&&a.src===h&&x.index>=a.index,_=`solitaire-card${d&&x.faceUp&&F(e,h,x.index,m.fan==="down")?" solitaire-pickable":""}${h==="stock"?" solitaire-stock-hit":""}`,q=Xe(x.code,x.faceUp,!!t.options.showFaceDown,o),K=k||m.fan!=="down"&&x.index!==m.count-1?"":p(h,x.index),D=`<g class="${_}" data-pile="${h}" data-index="${x.index}"${x.code&&x.faceUp?` data-card="${x.code}"`:""}${K} transform="translate(${M(x.x)} ${M(x.y)}) scale(${M(s)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+q+(K?l(10):"")+"</g>";k?g.push(D):u.push(D)}let A=m.fan==="square"&&m.count>1&&(m.kind==="tableau"||m.kind==="foundation"||m.kind==="stock");if(A&&u.push(Ge(m,i,n,m.count)),m.label&&m.kind==="stock"&&e.stock_label&&!A){let x=Math.max(9,.14*i),k=i+r.gap*.8,j=String(e.stock_label).length*x*.58>k?` textLength="${M(k)}" lengthAdjust="spacingAndGlyphs"`:"";u.push(`<text class="solitaire-pile-label" x="${M(m.label.x)}" y="${M(m.label.y)}" text-anchor="middle" font-size="${M(x)}"${j}>${ot(e.stock_label)}</text>`)}else if(m.label&&m.label.text){let x=$.dir==="down"?"\u2193 ":$.dir==="up"?"\u2191 ":"";u.push(`<text class="solitaire-pile-label" x="${M(m.label.x)}" y="${M(m.label.y)}" text-anchor="middle" font-size="${M(Math.max(8.5,.13*i))}">${ot(x+m.label.text)}</text>`)}u.push("</g>")}let w=(h,m,$,A,x=0,k="")=>`<rect class="${m}" x="${M(h.x-2)}" y="${M(h.y-2)}" width="${M(h.w+4)}" height="${M(h.h+4)}" rx="${M(8*s+2)}" fill="${$}" fill-opacity="${x}" stroke="${$}" stroke-width="${A}"${k?` stroke-dasharray="${k}"`:""} pointer-events="none"/>`,S=(h,m)=>{let $=r.piles[h];if(!$||!$.cards.length)return $?$.slot:null;let A=W($),x=$.fan==="down"?$.cards[Math.max(0,m)]:A[A.length-1],k=$.cards[$.cards.length-1];return{x:x.x,y:x.y,w:k.x-x.x+i,h:k.y-x.y+n}};if(e.last_move&&!a&&r.piles[e.last_move.dst]){let h=r.piles[e.last_move.dst],m=S(e.last_move.dst,h.count-(e.last_move.count??1));m&&h.count&&u.push(w(m,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(e.hint&&r.piles[e.hint.src]&&r.piles[e.hint.dst]){let h=r.piles[e.hint.src],m=S(e.hint.src,h.count-(e.hint.count??1));m&&u.push(w(m,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),u.push(w(ct(r.piles[e.hint.dst],i,n),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(f&&r.piles[f.pile]){if(c)for(let h of Ot(e,f.pile,f.index)){if(!r.piles[h])continue;let m=ct(r.piles[h],i,n),$=Math.max(2.5,.05*i);u.push(`<rect class="solitaire-target-ring" data-target="${h}" x="${M(m.x+$)}" y="${M(m.y+$)}" width="${M(m.w-2*$)}" height="${M(m.h-2*$)}" rx="${M(6*s)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${M(.09*i)} ${M(.06*i)}" style="filter: drop-shadow(0 0 ${M(.05*i)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!a){let h=S(f.pile,f.index);h&&u.push(w(h,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return a&&a.over&&r.piles[a.over]&&u.push(w(ct(r.piles[a.over],i,n),"solitaire-over-ring","#ffffff",3.6,.2)),a&&u.push(`<g class="solitaire-drag" transform="translate(${M(a.dx)} ${M(a.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${g.join("")}</g>`),u.join("")}function Xe(t,o,e,r){return t&&o?B(t,{courtFill:`url(#${r}-court)`}):t&&e?B(t,{courtFill:`url(#${r}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':It(`${r}-lattice`)}function Ge(t,o,e,r){let i=Math.max(8,o*.13),n=r>=10?i*.45:0,s=t.slot.x+o-3-i-n,c=t.slot.y+3+i*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${M(s-i-n)}" y="${M(c-i*.78)}" width="${M(2*(i+n))}" height="${M(i*1.56)}" rx="${M(i*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${M(s)}" y="${M(c+i*.36)}" text-anchor="middle" font-size="${M(i*1.02)}" font-weight="700" fill="#fff">${r}</text></g>`}function Je(t,o,e,r,i,n,s,c){let d=r/100,{x:a,y:f}=o.slot,y=o.count===0,v=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${y?"6 4":"0"}"/>`;if(y)if(e.kind==="foundation"&&e.base){let{suit:p}=at(e.base);v+=`<g opacity="0.42">${B(e.base,{courtFill:`url(#${n}-court)`})}</g>`,v+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let l=e.dir!=="down";v+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${l?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(e.kind==="foundation")v+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${e.label&&e.label.length>3?19:26}">${ot(e.label||"A")}</text>`;else if(e.kind==="stock"){let p=t.stock_action;if(p==="turn")v+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(p==="redeal"){let l=typeof t.redeal_pile=="number"?String(t.redeal_pile):"";v+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(l?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${ot(l)}</text>`:"")}else!p&&t.status!=="won"&&(v+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else e.kind==="tableau"&&o.fan==="down"&&(v+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${t.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${e.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${e.id}" data-index="-1"${y?s:""} transform="translate(${M(a)} ${M(f)}) scale(${M(d)})">${v}${y&&s?c:""}</g>`}var Qe={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},to=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function eo(t,o=document){let e=o.createElement("template");e.innerHTML=String(t??"");let r=o.createDocumentFragment(),i=(n,s)=>{for(let c of Array.from(n.childNodes))if(c.nodeType===3)s.appendChild(o.createTextNode(c.nodeValue??""));else if(c.nodeType===1){let d=c,a=d.localName;if(to.has(a))continue;let f=Qe[a];if(!f){i(d,s);continue}let y=o.createElement(a);for(let v of f){let b=d.getAttribute(v);b!==null&&y.setAttribute(v,b)}i(d,y),s.appendChild(y)}};return i(e.content,r),r}function oo(t,o,e){let r=()=>Array.from(t.querySelectorAll(":scope > [role='dialog']:not(.solitaire-hidden)"));return o.addEventListener("solitaire-close",e),{beforeOpen(){for(let i of r())i!==o&&i.dispatchEvent(new Event("solitaire-close"))},shade(){let i=r().length>0;for(let n of Array.from(t.children))n.getAttribute("role")!=="dialog"&&(n.inert=i)}}}function ce(t,o={}){let e=document.createElement("div");e.className="solitaire-rules-panel solitaire-hidden",e.setAttribute("role","dialog"),e.tabIndex=-1;let r=document.createElement("div");r.className="solitaire-rules-head";let i=document.createElement("button");i.type="button",i.className="solitaire-btn solitaire-rules-close";let n=document.createElement("div");n.className="solitaire-rules-body",r.append(i),e.append(r,n),t.append(e);let s="",c=()=>{e.classList.contains("solitaire-hidden")||(e.classList.add("solitaire-hidden"),t.classList.remove("solitaire-rules-open"),d.shade(),o.onClose?.())},d=oo(t,e,c);return i.addEventListener("click",c),e.addEventListener("keydown",a=>{a.stopPropagation(),a.key==="Escape"&&(a.preventDefault(),c())}),{panel:e,get isOpen(){return!e.classList.contains("solitaire-hidden")},set(a,f){i.textContent="\u2715 "+(f.close??"Close"),i.title=f.close??"Close",e.setAttribute("aria-label",f.rules??"Rules"),a!==s&&(s=a,n.replaceChildren(eo(a)))},open(){d.beforeOpen(),e.classList.remove("solitaire-hidden"),t.classList.add("solitaire-rules-open"),d.shade(),e.scrollTop=0,e.focus({preventScroll:!0})},close:c,toggle(){e.classList.contains("solitaire-hidden")?this.open():c()},destroy(){t.classList.remove("solitaire-rules-open"),e.remove(),d.shade()}}}var de="solitaire-replay-style",ro=`
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
`,G=t=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${t}" fill="currentColor"/></svg>`,Lt={first:G("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:G("M3 2h2v12H3zM13 2v12L6 8z"),play:G("M4 2v12l10-6z"),pause:G("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:G("M3 2v12l7-6zM11 2h2v12h-2z"),last:G("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},ht={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},io=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function no(t){let o=t.ownerDocument,e=t.getRootNode(),r=e&&e.nodeType===11?e:o.head;if(r.querySelector(`#${de}`))return;let i=o.createElement("style");i.id=de,i.textContent=ro,r.appendChild(i)}function ue(t,o){let e=t.frames[o],r=0,i=t.piles.map((s,c)=>{let d=e.p[c],a=[];for(let y=0;y<d.length;y+=2){let v=d.slice(y,y+2);a.push(v==="--"?null:v)}s.kind==="stock"&&(r=a.length);let f={...s,cards:a};return e.d&&(f.face_down=e.d[c]),f}),n=t.labels||{};return{version:o,variant:t.variant,title:t.title,layout:t.layout,draw_count:t.draw_count,lang:t.lang,deal:t.deal,move_count:o,status:t.status?t.status[o]:"playing",piles:i,legal:{},auto:{},hint:null,last_move:t.last_move?t.last_move[o]:null,message:null,stock_label:r>1?"":String(r),show_targets:!1,labels:t.table_labels&&Object.keys(t.table_labels).length?t.table_labels:{stock:n.stock,waste:n.waste,foundation:n.foundation,pile:n.pile,empty:n.empty,face_up:n.face_up,face_down:n.face_down}}}function O(t,o,e={}){let r=document.createElement(t);return r.className=o,Object.assign(r,e),r}function fe(t,o,e={}){ft(t),no(t);let r=o.frames.length-1,i=o.labels||{},n=O("div","solitaire-root solitaire-replay",{tabIndex:0});n.setAttribute("data-lm-suppress-shortcuts","true"),n.setAttribute("role","region"),n.setAttribute("aria-label",o.title||"Replay");let s=O("div","solitaire-replay-bar"),c=(L,I,z)=>{let J=O("button",`solitaire-btn solitaire-replay-btn ${L}`,{type:"button",innerHTML:Lt[I],title:`${z} (${(I==="play"||I==="pause")&&i.space||ht[I]})`});return J.setAttribute("aria-label",z),J},d=c("solitaire-replay-first","first",i.first||"First"),a=c("solitaire-replay-prev","prev",i.prev||"Previous"),f=c("solitaire-replay-play","play",i.play||"Play"),y=c("solitaire-replay-next","next",i.next||"Next"),v=c("solitaire-replay-last","last",i.last||"Last"),b=O("input","solitaire-replay-scrub",{type:"range",min:0,max:r,step:1,value:0});b.setAttribute("aria-label",i.scrubber||"Position");let p=O("span","solitaire-replay-counter");s.append(d,a,f,y,v,b,p);let l=o.table_labels||{},u=null,g=null;o.rules_html&&(g=O("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:l.rules||i.rules||"Rules"}),g.setAttribute("aria-expanded","false"),s.append(g));let w=O("div","solitaire-replay-narration",{role:"status"});w.setAttribute("aria-live","polite");let S=O("div","solitaire-replay-comment"),h=O("div","solitaire-replay-table");h.style.position="relative",n.append(s,w,S,h),t.appendChild(n);let m=Qt(n),$=te(n);g&&(u=ce(h,{onClose:()=>{g.setAttribute("aria-expanded","false"),g.focus()}}),u.set(o.rules_html,{rules:l.rules||i.rules,close:l.close||i.close}),g.addEventListener("click",()=>{u.toggle(),g.setAttribute("aria-expanded",String(u.isOpen))}));let A=Math.max(0,Math.min(r,e.index??0)),x=le(h,ue(o,A),{interactive:!1,showFaceDown:!!o.show_face_down,width:e.width}),k=null,j=()=>{x.update(ue(o,A)),b.value=String(A),p.textContent=A===0?i.deal||"Deal":(i.position||"Move {i} of {n}").replace("{i}",String(A)).replace("{n}",String(r));let L=o.parts?o.parts[A]:null;L?(w.textContent=[L.action,L.rule,...L.effects||[]].filter(Boolean).join(" "),S.textContent=L.comment||""):(w.textContent=o.narration[A]||"",S.textContent="");let I=Z(n),z=A===0,J=A===r,it=(z&&(I===d||I===a)?y:null)??(J&&(I===y||I===v)?a:null);d.disabled=a.disabled=z,y.disabled=v.disabled=J,it&&!it.disabled?it.focus({preventScroll:!0}):it&&b.focus({preventScroll:!0}),n.dataset.index=String(A)},_=(L,I=!0)=>{let z=Math.max(0,Math.min(r,Math.round(L)));z!==A&&(A=z,j(),I&&e.onIndex&&e.onIndex(A))},q=!1,K=L=>{f.innerHTML=L?Lt.pause:Lt.play;let I=L?i.pause||"Pause":i.play||"Play";f.setAttribute("aria-label",I),f.title=`${I} (${i.space||(L?ht.pause:ht.play)})`,n.dataset.playing=String(L)},D=(L=!1)=>{let I=k!==null||q;k!==null&&clearInterval(k),k=null,q=!1,K(!1),I&&!L&&e.onPlaying?.(!1)},_t=()=>k!==null||q,rt=()=>{q=!1,A===r&&_(0),K(!0),e.onPlaying?.(!0),k=setInterval(()=>{A>=r?D():_(A+1)},xt)},xt=e.interval??900;return d.addEventListener("click",()=>{D(),_(0)}),a.addEventListener("click",()=>{D(),_(A-1)}),y.addEventListener("click",()=>{D(),_(A+1)}),v.addEventListener("click",()=>{D(),_(r)}),f.addEventListener("click",()=>_t()?D():rt()),b.addEventListener("input",()=>{D(),_(Number(b.value))}),n.addEventListener("keydown",L=>{if(!io.has(L.key)||L.altKey||L.ctrlKey||L.metaKey)return;L.stopPropagation();let z={ArrowLeft:()=>{D(),_(A-1)},ArrowRight:()=>{D(),_(A+1)},Home:()=>{D(),_(0)},End:()=>{D(),_(r)}," ":()=>_t()?D():rt()}[L.key];z&&!(L.target instanceof HTMLButtonElement&&L.key===" ")&&(L.preventDefault(),z())}),j(),n.dataset.playing="false",{root:n,table:x,get index(){return A},get driving(){return k!==null},follow(L){if(!L)return D(!0);k===null&&(q=!0,K(!0))},seek:_,step:()=>_(A+1),back:()=>_(A-1),play:rt,pause:D,setInterval(L){!(L>0)||L===xt||(xt=L,k!==null&&(clearInterval(k),k=null,rt()))},destroy(){D(),m(),$(),u?.destroy(),x.destroy(),n.remove()}}}function so({model:t,el:o}){let e=null,r=()=>{e&&e.destroy(),e=null;let d=t.get("_frames");!d||!d.frames||!d.frames.length||(e=fe(o,d,{index:t.get("index")??0,interval:t.get("interval")??900,onIndex:a=>{t.set("index",a),t.save_changes()},onPlaying:a=>{t.set("_playing",a),t.save_changes()}}))},i=()=>e?.follow(!!t.get("_playing")),n=()=>e?.setInterval(t.get("interval")),s=()=>{let d=t.get("index");e&&typeof d=="number"&&e.index!==d&&e.seek(d,!1)};r();let c=null;if(t.get("_playing")){e?.follow(!0);let d=t.get("index");c=setTimeout(()=>{t.get("_playing")&&t.get("index")===d&&!e?.driving&&(t.set("_playing",!1),t.save_changes())},3*(t.get("interval")??900))}return t.on("change:_playing",i),t.on("change:index",s),t.on("change:interval",n),t.on("change:_frames",r),()=>{clearTimeout(c),e?.driving&&(t.set("_playing",!1),t.save_changes()),t.off("change:_playing",i),t.off("change:index",s),t.off("change:interval",n),t.off("change:_frames",r),e&&e.destroy()}}var Oo={render:so};export{Oo as default};
