var ce="#c0142c",de="#1b1e24";function nt(t){let o=t[0],e=t[1];return{rank:o,suit:e,red:e==="H"||e==="D"}}function Ct(t){return t==="T"?"10":t}var ue={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function J(t,o,e,i,r,n=!1){let s=i/100,c=n?" rotate(180 50 50)":"";return`<path d="${ue[t]}" fill="${r}" transform="translate(${ht(o-i/2)} ${ht(e-i/2)}) scale(${ht(s)})${c}"/>`}function ht(t){return Number.isInteger(t)?String(t):t.toFixed(2)}var L=31,N=50,E=69,j=29,I=111,F=70,it=56.3,rt=83.7,_t={2:[[N,j],[N,I]],3:[[N,j],[N,F],[N,I]],4:[[L,j],[E,j],[L,I],[E,I]],5:[[L,j],[E,j],[N,F],[L,I],[E,I]],6:[[L,j],[E,j],[L,F],[E,F],[L,I],[E,I]],7:[[L,j],[E,j],[N,49.5],[L,F],[E,F],[L,I],[E,I]],8:[[L,j],[E,j],[N,49.5],[L,F],[E,F],[N,90.5],[L,I],[E,I]],9:[[L,j],[E,j],[L,it],[E,it],[N,F],[L,rt],[E,rt],[L,I],[E,I]],T:[[L,j],[E,j],[N,42.6],[L,it],[E,it],[L,rt],[E,rt],[N,97.4],[L,I],[E,I]]},Lt=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function fe(t,o,e){let i=Ct(t),r=i.length>1;return`<g class="solitaire-index"><text x="${r?12.6:11.5}" y="23" text-anchor="middle" font-size="${r?19:22}"${r?' letter-spacing="-2.2"':""} ${Lt} fill="${e}">${i}</text>`+J(o,11.5,31.5,12,e)+"</g>"}function pe(t,o,e,i){let s=o-13,c=e-14/2;return`<polygon points="${t==="K"?`${s},${c+14} ${s},${c} ${s+26*.25},${c+14*.55} ${s+26/2},${c-2} ${s+26*.75},${c+14*.55} ${s+26},${c} ${s+26},${c+14}`:`${s},${c+14} ${s+2},${c+3} ${s+26*.3},${c+14*.6} ${s+26/2},${c+1} ${s+26*.7},${c+14*.6} ${s+26-2},${c+3} ${s+26},${c+14}`}" fill="#e7b53c" stroke="${i}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${c+14*.72}" r="2" fill="${i}"/>`}function ge(t,o,e){return`<path d="M${t-11} ${o+7}C${t-6} ${o-8} ${t+6} ${o-10} ${t+13} ${o-7}C${t+5} ${o-3} ${t-2} ${o+2} ${t-11} ${o+7}Z" fill="#e7b53c" stroke="${e}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${t-11} ${o+7}L${t+9} ${o-6}" stroke="${e}" stroke-width="0.9"/>`}function he(t,o,e,i){let r=(t==="J"?ge(50,30,e):pe(t,50,30,e))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${Lt} fill="${e}">${t}</text>`+J(o,32.5,29,10,e)+J(o,67.5,29,10,e);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${i}" stroke="${e}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${e}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${e}" stroke-opacity="0.4" stroke-width="0.8"/>`+r+`<g transform="rotate(180 50 70)">${r}</g>`}function B(t,o={}){let{rank:e,suit:i,red:r}=nt(t),n=r?ce:de,s=fe(e,i,n),c="";if(e==="A")c=J(i,50,70,i==="S"?46:40,n),i==="S"&&(c+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${n}" stroke-opacity="0.25" stroke-width="1"/>`);else if(_t[e]){let d=e==="T"||e==="9"?17:18;c=_t[e].map(([a,f])=>`<g class="solitaire-pip">${J(i,a,f,d,n,f>F+1)}</g>`).join("")}else c=he(e,i,n,o.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${i}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+c+s+`<g transform="rotate(180 50 70)">${s}</g></g>`}function Et(t){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect class="solitaire-back-field" x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${t})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path class="solitaire-back-field" d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function Tt(t){return`<pattern id="${t}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${t}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Dt(t,o){let{rank:e,suit:i}=nt(t),r=o?.ranks?.[e]??Ct(e),n=o?.suits?.[i]??i;return(o?.card_name??"{rank} of {suit}").replace("{rank}",r).replace("{suit}",n)}var xe={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},xt=3;function be(t){let o=t.draw_count;return typeof o=="number"&&o>=1?Math.min(o,xt):xt}function st(t,o,e={}){let i={...xe,...e};return(t.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?ke(t,o,i):we(t,o,i)}function Rt(t,o,e,i){let r=t/(o+(o-1)*e+2*e);return Math.max(i.minCardW,Math.min(i.maxCardW,r))}var A=t=>Math.round(t*100)/100;function K(t,o,e){let i=t.cards.length,r=t.face_down??0,n=t.cards.map((s,c)=>({index:c,code:s,faceUp:s!==null&&c>=r,x:o.x,y:o.y}));return{id:t.id,kind:t.kind,fan:"square",slot:o,drop:me(o,e),cards:n,count:i}}function me(t,o){return{x:A(t.x-o),y:A(t.y-o),w:A(t.w+2*o),h:A(t.h+2*o)}}function ye(t,o,e,i,r,n){let s=t.cards.length,c=i.faceDownStep*e,d=i.faceUpStep*e,a=t.cards.slice(0,-1).map(p=>p===null?"d":"u"),f=()=>a.reduce((p,l)=>p+(l==="d"?c:d),0);if(r!==void 0&&s>1){let p=r-o.y-e,l=f();if(l>p&&p>0){let u=Math.max(.35,p/l);c*=u,d*=u}}let v=o.y,w=t.cards.map((p,l)=>{let u={index:l,code:p,faceUp:p!==null&&l>=(t.face_down??0),x:o.x,y:A(v)};return v+=p===null?c:d,u}),b=s?w[s-1].y+e:o.y+e;return{id:t.id,kind:t.kind,fan:"down",slot:o,drop:{x:A(o.x-n),y:A(o.y-n),w:A(o.w+2*n),h:A(b-o.y+e*.35+n)},cards:w,count:s}}function ve(t,o,e,i,r,n){let s=t.cards.length,c=Math.max(0,s-n),d=i.wasteFan*e,a=t.cards.map((v,w)=>({index:w,code:v,faceUp:v!==null,x:A(o.x+Math.max(0,w-c)*d),y:o.y})),f=s?a[s-1].x+e:o.x+e;return{id:t.id,kind:t.kind,fan:"right",slot:o,drop:{x:A(o.x-r),y:A(o.y-r),w:A(f-o.x+2*r),h:A(o.h+2*r)},cards:a,count:s,shown:n}}function we(t,o,e){let i=t.piles,r=i.filter(h=>h.kind==="foundation"),n=i.filter(h=>h.kind==="tableau"),s=Math.max(7,n.length,r.length+3),c=.14,d=Rt(o,s,c,e),a=d*1.4,f=d*c,v=s*d+(s-1)*f;o=Math.max(o,v+2*f);let w=Math.max(f,(o-v)/2),b=h=>A(w+h*(d+f)),p=f,l=Math.max(14,a*.14),u=p+a+l+f*.6,g=f/2,k=(n.length?Math.max(0,n.length-1)*e.faceDownStep+Math.max(0,e.faceUpRoom-1)*e.faceUpStep:0)*a,$=u+a+k+f,x=e.maxHeight?Math.min($,e.maxHeight):$,m=x-f,y={},T=[];for(let h of i){let M;if(h.kind==="stock")M=K(h,{x:b(0),y:p,w:d,h:a},g),M.label={x:A(b(0)+d/2),y:A(p+a+l*.8),text:""};else if(h.kind==="waste")M=ve(h,{x:b(1),y:p,w:d,h:a},d,e,g,be(t));else if(h.kind==="foundation"){let C=r.indexOf(h);M=K(h,{x:b(s-r.length+C),y:p,w:d,h:a},g)}else{let C=n.indexOf(h);M=ye(h,{x:b(C),y:A(u),w:d,h:a},a,e,m,g);let H=M.cards.length?M.cards[M.cards.length-1].y+a:u+a;x=Math.max(x,H+f)}y[h.id]=M,T.push(h.id)}return{width:A(o),height:A(x),cardW:A(d),cardH:A(a),gap:A(f),kind:"klondike",piles:y,order:T}}function ke(t,o,e){let i=t.piles,r=i.filter(h=>h.kind==="foundation"),n=i.filter(h=>h.kind==="tableau"),s=Math.max(r.length,Math.ceil(n.length/2),1),c=s+1,d=.16,a=Rt(o,c,d,e),f=a*1.4,v=a*d,w=c*a+(c-1)*v;o=Math.max(o,w+2*v);let b=Math.max(v,(o-w)/2),p=h=>A(b+h*(a+v)),l=v,u=Math.max(14,f*.15),g=[l+f+u+v*.9];g.push(g[0]+f+v*1.1);let k=v/2,$={},x=[0,0];n.forEach((h,M)=>{let C=Math.min(1,Math.max(0,typeof h.row=="number"?h.row:M<s?0:1));$[h.id]={row:C,col:x[C]++}});let m={},y=[];for(let h of i){let M;if(h.kind==="stock")M=K(h,{x:p(0),y:l,w:a,h:f},k),M.label={x:A(p(0)+a/2),y:A(l+f+u*.8),text:""};else if(h.kind==="waste")M=K(h,{x:p(0),y:A(g[0]),w:a,h:f},k);else if(h.kind==="foundation"){let C=r.indexOf(h),H=p(1+C);M=K(h,{x:H,y:l,w:a,h:f},k),M.label={x:A(H+a/2),y:A(l+f+u*.8),text:h.label??""}}else{let{row:C,col:H}=$[h.id];M=K(h,{x:p(1+H%s),y:A(g[C]),w:a,h:f},k)}m[h.id]=M,y.push(h.id)}let T=g[1]+f+v*1.2;return{width:A(o),height:A(T),cardW:A(a),cardH:A(f),gap:A(v),kind:"matrimony",piles:m,order:y}}function W(t){return t.fan==="down"?t.cards:t.fan==="right"?t.cards.slice(-(t.shown??xt)):t.cards.slice(-1)}function at(t,o,e){let i=t.cards[t.cards.length-1];return i?{x:i.x,y:i.y,w:o,h:e}:t.slot}function jt(t,o,e){return o>=t.x&&o<=t.x+t.w&&e>=t.y&&e<=t.y+t.h}function bt(t,o,e){let{cardW:i,cardH:r}=t;for(let n=t.order.length-1;n>=0;n--){let s=t.piles[t.order[n]],c=W(s);for(let d=c.length-1;d>=0;d--){let a=c[d];if(jt({x:a.x,y:a.y,w:i,h:r},o,e))return{pile:s.id,index:s.fan==="down"?a.index:s.count-1}}if(!c.length&&jt(s.slot,o,e))return{pile:s.id,index:-1}}return null}function Ht(t,o,e){let i=null,r=0;for(let n of t.order){if(n===e)continue;let s=t.piles[n];if(s.kind==="stock")continue;let c=s.drop,d=Math.min(o.x+o.w,c.x+c.w)-Math.max(o.x,c.x),a=Math.min(o.y+o.h,c.y+c.h)-Math.max(o.y,c.y);if(d<=0||a<=0)continue;let f=d*a;f>r&&(r=f,i=n)}return r>=.12*o.w*o.h?i:null}function lt(t){let o=[];for(let e of t.order){let i=t.piles[e];if(i.fan==="down"){let r=i.cards.filter(n=>n.faceUp);if(r.length)for(let n of r)o.push({pile:e,index:n.index});else o.push({pile:e,index:i.count-1})}else o.push({pile:e,index:i.count-1})}return o}function It(t,o){let e=t.piles[o.pile],i=o.index>=0?e.cards[o.index]:null,r=i?i.x:e.slot.x,n=i?i.y:e.slot.y;return{x:r+t.cardW/2,y:n+(i&&e.fan==="down"?t.cardH*.12:t.cardH/2)}}function Nt(t,o,e){let i=lt(t);if(!i.length)return null;if(!o)return i[0];let r=i.find(d=>d.pile===o.pile&&d.index===o.index)??i.find(d=>d.pile===o.pile);if(!r)return i[0];if(e==="up"||e==="down"){let d=i.filter(f=>f.pile===r.pile),a=d.indexOf(r)+(e==="down"?1:-1);if(a>=0&&a<d.length)return d[a]}let n=It(t,r);if(e==="left"||e==="right"){let d=t.piles[r.pile].slot.y,a=null,f=1/0;for(let w of t.order){let b=t.piles[w];if(w===r.pile||Math.abs(b.slot.y-d)>1)continue;let p=(b.slot.x-t.piles[r.pile].slot.x)*(e==="right"?1:-1);p>1&&p<f&&(f=p,a=w)}if(!a)return r;let v=i.filter(w=>w.pile===a);return v[v.length-1]}let s=null,c=1/0;for(let d of i){if(d.pile===r.pile)continue;let a=It(t,d),f=e==="up"?n.y-a.y:a.y-n.y,v=Math.abs(a.x-n.x);if(f<=1)continue;let w=f+3*v;w<c&&(c=w,s=d)}return s??r}function zt(t,o){if(t.version===o.version)return;let e=t.position_since;if(typeof e=="number"&&typeof o.version=="number"&&e<=o.version)return;let i=t.last_move;if(!i||i.src!==o.src||i.dst!==o.dst||typeof t.move_count=="number"&&t.move_count<=o.moves)return null;let r=t.piles.find(s=>s.id===o.dst);if(!r||!r.cards.length)return null;let n=typeof i.count=="number"?i.count:o.count;return{pile:r.id,index:Math.max(0,r.cards.length-n)}}function mt(t,o){return`${t}/${o}`}function yt(t,o){return t.piles.find(e=>e.id===o)}function ct(t,o,e){let i=yt(t,o);return i?Math.max(0,i.cards.length-e):0}function P(t,o,e,i=!0){let r=yt(t,o);return!r||e<0||e>=r.cards.length||r.kind==="stock"||r.cards[e]===null?!1:e===r.cards.length-1||Object.prototype.hasOwnProperty.call(t.legal??{},mt(o,e))?!0:r.kind==="tableau"&&i}function Pt(t,o,e){return(t.legal??{})[mt(o,e)]??[]}function vt(t,o,e,i){return{kind:"move",src:o,dst:i,count:ct(t,o,e),version:t.version}}function Ft(t,o,e){return{kind:"auto",src:o,count:ct(t,o,e),version:t.version}}function wt(t){return{kind:"stock",version:t.version}}function Ut(t,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return wt(t);case"h":return t.hint_available?{kind:"hint"}:null;default:return null}}function $e(t,o){return String(t).replace(/\{(\w+)\}/g,(e,i)=>i in o?String(o[i]):e)}function Se(t,o){let e=t.labels??{};if(o==="stock")return e.stock??"Stock";if(o==="waste")return e.waste??"Waste";let i=/^([ft])(\d+)$/.exec(o);return i?$e(i[1]==="f"?e.foundation??"Foundation {n}":e.pile??"Pile {n}",{n:i[2]}):o}function Ot(t,o,e){let i=t.labels??{},r=yt(t,o),n=Se(t,o);if(!r||e<0||e>=r.cards.length){let c=o==="stock"&&t.stock_label?`, ${t.stock_label}`:"";return`${n}, ${i.empty??"empty"}${c}`}let s=r.cards[e];return o==="stock"?`${n}${t.stock_label?", "+t.stock_label:""}, ${i.face_down??"face down"}`:s===null?`${n}, ${i.face_down??"face down"}`:`${Dt(s,i)}, ${n}, ${i.face_up??"face up"}`}var Me=5,Ae=400;function Wt(t,o,e,i=!0){return e?e.pile==="stock"?{selection:null,intent:wt(t)}:o?e.pile===o.pile?e.index!==o.index&&P(t,e.pile,e.index,i)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:vt(t,o.pile,o.index,e.pile)}:P(t,e.pile,e.index,i)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function _e(t,o,e,i=!0){return Wt(t,o,e,i)}function qt(t){let{root:o,svg:e}=t,i=null,r=null,n=l=>t.layout.piles[l]?.fan==="down",s=l=>{l&&t.emit(l)},c=l=>{if(l.button!==0||i&&i.dragging)return;t.pendingFocus=null;let u=t.toLocal(l.clientX,l.clientY),g=bt(t.layout,u.x,u.y);i={id:l.pointerId,hit:g,cx:l.clientX,cy:l.clientY,x:u.x,y:u.y,dragging:!1};let $=l.target.closest?.("[data-stop]");$&&(t.focus={pile:$.getAttribute("data-pile")??"",index:Number($.getAttribute("data-stop")?.split("/")[1])});try{e.setPointerCapture(l.pointerId)}catch{}g&&P(t.snapshot,g.pile,g.index,n(g.pile))&&(l.preventDefault(),o.focus({preventScroll:!0}))},d=l=>{if(!i||l.pointerId!==i.id)return;let u=i.hit;if(!i.dragging){if(Math.hypot(l.clientX-i.cx,l.clientY-i.cy)<Me||!u||!P(t.snapshot,u.pile,u.index,n(u.pile)))return;i.dragging=!0,r=null,t.selection=null,t.drag={src:u.pile,index:u.index,count:ct(t.snapshot,u.pile,u.index),dx:0,dy:0,over:null},t.repaint()}let g=t.toLocal(l.clientX,l.clientY),k=g.x-i.x,$=g.y-i.y;t.moveDrag(k,$);let x=t.drag;if(!x)return;let m=t.layout.piles[x.src].cards[x.index],y=Ht(t.layout,{x:m.x+k,y:m.y+$,w:t.layout.cardW,h:t.layout.cardH},x.src);y!==x.over&&(x.over=y,t.repaint())},a=l=>{if(!i||l.pointerId!==i.id)return;let u=i;if(i=null,u.dragging){let g=t.drag;t.drag=null,t.selection=null,g&&g.over&&g.over!==g.src&&s(vt(t.snapshot,g.src,g.index,g.over)),t.repaint();return}v(u.hit,l.timeStamp)},f=()=>{i=null,t.drag&&(t.drag=null,t.repaint())},v=(l,u)=>{let g=t.snapshot;if(l&&r&&r.pile===l.pile&&r.index===l.index&&u-r.t<Ae){r=null,P(g,l.pile,l.index,n(l.pile))&&s(Ft(g,l.pile,l.index)),t.select(null);return}let{selection:k,intent:$}=Wt(g,t.selection,l,l?n(l.pile):!0);r=l&&!$&&l.pile!=="stock"&&P(g,l.pile,l.index,n(l.pile))?{...l,t:u}:null,l&&(t.focus=l.index>=0||t.layout.piles[l.pile].count===0?l:t.focus),s($),k!==t.selection&&t.select(k)},w=l=>{if(l.altKey||l.ctrlKey||l.metaKey)return;let u=t.snapshot,g={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(l.key in g){l.preventDefault();let $=Nt(t.layout,t.focus,g[l.key]);$&&t.focusStop($);return}if(l.key==="Enter"||l.key===" "){if(l.preventDefault(),!t.focus){t.focusStop(null);return}let $=t.focus,{selection:x,intent:m}=_e(u,t.selection,$,n($.pile));t.pendingFocus=m&&m.kind==="move"?{src:m.src,dst:m.dst,count:m.count,version:u.version,moves:typeof u.move_count=="number"?u.move_count:-1}:null,s(m),t.select(x);return}if(l.key==="?"){l.preventDefault(),t.options.onHelp?.();return}if(l.key==="Escape"){(t.selection||t.drag)&&(l.preventDefault(),i=null,t.drag=null,t.select(null));return}let k=Ut(u,l.key);k&&(l.preventDefault(),t.select(null),s(k))},b=l=>{if(l.touches.length!==1)return;let u=l.touches[0],g=t.toLocal(u.clientX,u.clientY),k=bt(t.layout,g.x,g.y);k&&P(t.snapshot,k.pile,k.index,n(k.pile))&&l.preventDefault()},p=l=>{let u=l.target.closest?.("[data-stop]");if(!u)return;let[g,k]=(u.getAttribute("data-stop")??"").split("/");t.focus={pile:g,index:Number(k)}};return e.addEventListener("pointerdown",c),e.addEventListener("pointermove",d),e.addEventListener("pointerup",a),e.addEventListener("pointercancel",f),e.addEventListener("lostpointercapture",f),e.addEventListener("touchstart",b,{passive:!1}),o.addEventListener("keydown",w),o.addEventListener("focusin",p),()=>{e.removeEventListener("pointerdown",c),e.removeEventListener("pointermove",d),e.removeEventListener("pointerup",a),e.removeEventListener("pointercancel",f),e.removeEventListener("lostpointercapture",f),e.removeEventListener("touchstart",b),o.removeEventListener("keydown",w),o.removeEventListener("focusin",p)}}var Ce=`
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
`;function dt(t){let o=t.getRootNode?t.getRootNode():document,e=o&&o.nodeType===11?o:document.head;if(!e||e.querySelector&&e.querySelector("style[data-solitaire-widget]"))return;let i=document.createElement("style");i.setAttribute("data-solitaire-widget","1"),i.textContent=Ce,e.appendChild(i)}var Bt=new Set(["dark","dark-mode","dark-theme","theme-dark"]),Kt=new Set(["light","light-mode","light-theme","theme-light"]),Yt=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function Le(t){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);if(o){let c=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],c]}if(typeof document>"u")return null;let e=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!e)return null;e.clearRect(0,0,1,1),e.fillStyle="#00000000",e.fillStyle=t,e.fillRect(0,0,1,1);let[i,r,n,s]=e.getImageData(0,0,1,1).data;return[i,r,n,s/255]}function Ee(t){let o=e=>{let i=e/255;return i<=.04045?i/12.92:((i+.055)/1.055)**2.4};return .2126*o(t[0])+.7152*o(t[1])+.0722*o(t[2])}function Te(t){let o=t;for(;o;){if(o.nodeType===1){let e=Le(getComputedStyle(o).backgroundColor);if(e&&e[3]>=.5)return e}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function Vt(t){if(!t)return null;for(let o of t.classList){if(Bt.has(o))return"dark";if(Kt.has(o))return"light"}for(let o of Yt){let e=(t.getAttribute(o)||"").toLowerCase();if(Bt.has(e))return"dark";if(Kt.has(e))return"light"}return null}function De(t){let o=t.ownerDocument||document,e=o.body,i=o.documentElement,r=e&&e.getAttribute("data-jp-theme-light");if(r==="true"||r==="false")return{scheme:r==="true"?"light":"dark",source:"jupyter"};let n=e?`${e.className} ${e.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(n))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(n))return{scheme:"dark",source:"vscode"};let s=Vt(e)||Vt(i);if(s)return{scheme:s,source:"page"};let c=t.isConnected?Te(t.parentNode||t):null;if(c)return{scheme:Ee(c)<.18?"dark":"light",source:"background"};let d=t.nodeType===1?getComputedStyle(t).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var Zt=new WeakMap;function Xt(t){let o=()=>{let c=t.dataset.themeChoice,{scheme:d,source:a}=c==="light"||c==="dark"?{scheme:c,source:"setting"}:De(t);if(t.dataset.theme===d&&t.dataset.themeSource===a)return;t.classList.add("solitaire-no-transition"),t.classList.toggle("solitaire-dark",d==="dark"),t.classList.toggle("solitaire-light",d==="light");let f=a==="prefers-color-scheme"||a==="color-scheme"||a==="setting";t.classList.toggle("solitaire-own-bg",f),t.classList.toggle("solitaire-theme-fixed",a==="setting"),t.dataset.theme=d,t.dataset.themeSource=a,t.offsetHeight,t.classList.remove("solitaire-no-transition")};Zt.set(t,o),o();let e=t.ownerDocument||document,i=new MutationObserver(o),r=["class","data-jp-theme-light","data-vscode-theme-kind","style",...Yt];for(let c of[e.documentElement,e.body])c&&i.observe(c,{attributes:!0,attributeFilter:r});let n=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;n?.addEventListener?.("change",o);let s=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{Zt.delete(t),i.disconnect(),n?.removeEventListener?.("change",o),s&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(s)}}var kt=200,Re=240,je=700,Ie=1500,He=3e3,ut="cubic-bezier(0.2, 0.7, 0.3, 1)",V="solitaire-motion",Z=t=>(Math.round(t*100)/100).toString();function Ne(t){return!(t.animate===!1||typeof Element>"u"||typeof Element.prototype.animate!="function"||typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)}function ze(t,o){if(!t||!t.piles?.some(r=>r.cards.length))return"none";let e=t,i=o;return i.deal!==e.deal||i.variant!==e.variant||i.move_count===0&&e.move_count>0?"deal":i.status==="won"&&e.status!=="won"?"win":"slide"}function Gt(t,o,e){let i=new Map,r=new Map;for(let n of e.order){let s=e.piles[n];for(let c of W(s)){let d=t.querySelector(`.solitaire-card[data-pile="${n}"][data-index="${c.index}"]`),a={x:c.x,y:c.y,pile:n,index:c.index,html:d?d.outerHTML:""};c.code&&c.faceUp&&i.set(c.code,[...i.get(c.code)??[],a]),c.index===s.count-1&&r.set(n,a)}}return{snapshot:o,layout:e,byCode:i,tops:r}}function Jt(t){let o=t.querySelector(":scope > .solitaire-motion");return o||(o=document.createElementNS("http://www.w3.org/2000/svg","g"),o.setAttribute("class","solitaire-motion"),o.setAttribute("pointer-events","none"),t.appendChild(o)),o}function Qt(t,o){if(!o)return null;let e=Jt(t),i=document.createElementNS("http://www.w3.org/2000/svg","g");i.innerHTML=o;let r=i.firstElementChild;return r?(r.removeAttribute("tabindex"),r.removeAttribute("data-stop"),r.removeAttribute("data-pile"),r.removeAttribute("data-index"),r.setAttribute("aria-hidden","true"),r.classList.add("solitaire-ghost"),e.appendChild(r),r):null}var U=(t,o,e)=>`translate(${Z(t)}px, ${Z(o)}px) scale(${Z(e)})`,te=(t,o,e)=>`translate(${Z(t)} ${Z(o)}) scale(${Z(e)})`,Q=new WeakMap;function ee(t,o,e){let i=t.getRootNode().activeElement,r=i&&o.contains(i);e(),r&&i.focus({preventScroll:!0})}function Pe(t,o){let e=o.parentNode;if(!e)return;let i=Q.get(t)??[];i.push({el:o,parent:e,next:o.nextSibling}),Q.set(t,i),ee(t,o,()=>Jt(t).before(o))}function $t(t,o){let e=Q.get(t);if(!e)return;let i=o?e.filter(n=>o.includes(n.el)):e,r=o?e.filter(n=>!o.includes(n.el)):[];r.length?Q.set(t,r):Q.delete(t);for(let{el:n,parent:s,next:c}of i.reverse())!n.isConnected||!s.isConnected||n.parentNode!==t||ee(t,n,()=>s.insertBefore(n,c&&c.parentNode===s?c:null))}function oe(t,o,e,i){if(!Ne(e))return 0;let r=ze(o.snapshot,e);if(r==="none")return 0;let n=i.cardW/100;if(r==="deal")return Oe(t,i,n);let s=Fe(t,o,e,i,n);return r==="win"&&(s+=We(t,e,i,n)),s}function St(t,o,e){let i=t.piles.find(r=>r.id===e.pile);return!!i&&i.cards[e.index]===o}function Fe(t,o,e,i,r){let n=0,s=i.piles.stock,c=e.last_move?.src,d=new Set,a=new Set,f=[];for(let p of i.order)for(let l of W(i.piles[p]))!l.code||!l.faceUp||(a.add(`${p}/${l.index}`),f.push({c:l,id:p}));let v=new Map;for(let{c:p,id:l}of f){let u=(o.byCode.get(p.code)??[]).find(g=>g.pile===l&&g.index===p.index);u&&(v.set(`${l}/${p.index}`,u),d.add(u))}let w=[];for(let{c:p,id:l}of f){let u=p.code,g=t.querySelector(`.solitaire-card[data-pile="${l}"][data-index="${p.index}"]`);if(!g)continue;let k=v.get(`${l}/${p.index}`);if(!k){let x=(o.byCode.get(u)??[]).filter(m=>!d.has(m)&&!St(e,u,m));k=x.find(m=>m.pile===c)??x[0],k&&d.add(k)}let $=k?{x:k.x,y:k.y}:null;if(!k){let x=o.layout.piles[l];if(x&&x.cards[p.index]&&!x.cards[p.index].faceUp){let T=i.cardW/2*.98;g.animate([{transform:`${U(p.x+T,p.y,r)} scaleX(0.02)`},{transform:U(p.x,p.y,r)}],{id:V,duration:kt,easing:ut}),n++;continue}let y=c&&o.tops.get(c)||(s?s.slot:null);y&&($={x:y.x,y:y.y})}!$||Math.abs($.x-p.x)<.5&&Math.abs($.y-p.y)<.5||(g.animate([{transform:U($.x,$.y,r)},{transform:U(p.x,p.y,r)}],{id:V,duration:kt,easing:ut}),w.push(g),n++)}let b=[];for(let[p,l]of o.byCode)for(let u of l){if(d.has(u))continue;let g=s?{x:s.slot.x,y:s.slot.y}:null,k=St(e,p,u)?{pile:u.pile,index:u.index}:Ue(e,p,a,d,l),$=k&&i.piles[k.pile]?.cards[k.index];if($&&(g={x:$.x,y:$.y}),!g||Math.abs(g.x-u.x)<.5&&Math.abs(g.y-u.y)<.5)continue;let x=Qt(t,u.html);if(!x)continue;x.setAttribute("transform",te(g.x,g.y,r));let m=x.animate([{transform:U(u.x,u.y,r),opacity:1},{transform:U(g.x,g.y,r),opacity:1}],{id:V,duration:kt,easing:ut});m.onfinish=()=>x.remove(),b.push(m),n++}for(let p of w)Pe(t,p);if(w.length){let p=w.flatMap(l=>l.getAnimations());Promise.all(p.map(l=>l.finished)).then(()=>$t(t,w),()=>$t(t,w))}return n}function Ue(t,o,e,i,r){let n=new Set(r.filter(s=>St(t,o,s)).map(s=>`${s.pile}/${s.index}`));for(let s of t.piles)for(let c=0;c<s.cards.length;c++){if(s.cards[c]!==o)continue;let d=`${s.id}/${c}`;if(!e.has(d)&&!n.has(d))return{pile:s.id,index:c}}return null}function Oe(t,o,e){let i=o.piles.stock;if(!i)return 0;let r=[...t.querySelectorAll(".solitaire-card")].filter(c=>c.getAttribute("data-pile")!=="stock"),n=r.length>1?Math.min(40,je/(r.length-1)):0,s=0;return r.forEach((c,d)=>{let f=o.piles[c.getAttribute("data-pile")??""]?.cards[Number(c.getAttribute("data-index"))];if(!f)return;let v=U(i.slot.x,i.slot.y,e);c.animate([{transform:v,opacity:0},{transform:v,opacity:1,offset:.05},{transform:U(f.x,f.y,e),opacity:1}],{id:V,duration:Re,delay:d*n,easing:ut,fill:"backwards"}),s++}),s}function We(t,o,e,i){let r=e.order.filter(f=>e.piles[f].kind==="foundation"),n=[];r.forEach((f,v)=>{let w=t.querySelector(`.solitaire-card[data-pile="${f}"]`),b=o.piles.find(g=>g.id===f);if(!w||!b)return;let p=w.outerHTML,l=/url\(#([\w-]+)-court\)/.exec(p),u=b.cards.filter(g=>typeof g=="string").reverse();n.push(u.map((g,k)=>({id:f,code:g,f:v,html:k===0||!l?p:`<g>${B(g,{courtFill:`url(#${l[1]}-court)`})}</g>`})))});let s=[];for(let f=0;n.some(v=>f<v.length);f++)for(let v of n)f<v.length&&s.push(v[f]);let c=s.length>1?Math.min(110,He/(s.length-1)):0,d=e.height-e.cardH,a=0;return s.forEach((f,v)=>{let w=e.piles[f.id].cards.slice(-1)[0],b=Qt(t,f.html);if(!w||!b)return;b.setAttribute("transform",te(w.x,w.y,i)),b.parentNode?.prepend(b);let p=f.f+v,l=(p%2?1:-1)*(.18+.07*(p%5))*e.cardW,u=[],g=w.x,k=w.y,$=-.2*e.cardH,x=24;for(let y=0;y<=x;y++)u.push({transform:U(g,k,i),opacity:y<x-4?1:(x-y)/4}),g+=l,$+=.12*e.cardH,k+=$,k>d&&(k=d,$=-$*.66);let m=b.animate(u,{id:V,duration:Ie,delay:v*c,fill:"both"});m.onfinish=()=>b.remove(),a++}),a}function ft(t){let e=(typeof t.getAnimations=="function"?t.getAnimations({subtree:!0}):[]).filter(i=>i.id===V);for(let i of e)i.finish();return t.querySelector(":scope > .solitaire-motion")?.replaceChildren(),$t(t),e.length}var Mt=Symbol.for("solitaire_widget.ids");function ie(t){let o=globalThis;return o[Mt]=(o[Mt]??0)+1,`${t}${o[Mt]}`}var qe="http://www.w3.org/2000/svg";function tt(t){return String(t).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var S=t=>(Math.round(t*100)/100).toString();function re(t,o,e={}){dt(t);let i=ie("solitaire"),r=e.interactive!==!1,n=document.createElement("div");n.className="solitaire-table"+(r?" solitaire-interactive":""),r&&(n.tabIndex=-1,n.setAttribute("data-lm-suppress-shortcuts","true"));let s=document.createElementNS(qe,"svg");s.setAttribute("class","solitaire-svg"),s.setAttribute("role","group"),n.appendChild(s),t.appendChild(n);let c=()=>e.width??(n.clientWidth||t.clientWidth||760),d=c(),a={root:n,svg:s,options:e,snapshot:o,layout:st(o,d,e),selection:null,drag:null,focus:null,pendingFocus:null,update(b){let p=st(b,d,e);ft(s);let l=Gt(s,a.snapshot,a.layout);a.snapshot=b,a.layout=p;let u=a.selection;if(u&&!P(b,u.pile,u.index,b.layout!=="matrimony")&&(a.selection=null),a.drag=null,a.pendingFocus){let g=zt(b,a.pendingFocus);g!==void 0&&(a.pendingFocus=null),g&&(a.focus=g)}a.repaint(),oe(s,l,b,p)},relayout(){let b=c();if(!(Math.abs(b-d)<1)){d=b;try{a.layout=st(a.snapshot,d,e),a.repaint()}catch(p){console.warn("solitaire_widget: the table could not be laid out again",p)}}},repaint(){let b=n.getRootNode().activeElement??document.activeElement,p=n.contains(b)&&b!==n;s.innerHTML=Be(a,i);let{width:l,height:u}=a.layout;s.setAttribute("viewBox",`0 0 ${S(l)} ${S(u)}`),s.setAttribute("aria-label",a.snapshot.title??"Solitaire"),n.classList.toggle("solitaire-dragging",!!a.drag),p&&a.focusStop(a.focus)},select(b){a.selection=b,a.repaint()},toLocal(b,p){let l=s.getBoundingClientRect(),u=l.width?a.layout.width/l.width:1;return{x:(b-l.left)*u,y:(p-l.top)*u}},moveDrag(b,p){if(!a.drag)return;a.drag.dx=b,a.drag.dy=p;let l=s.querySelector(".solitaire-drag");l&&l.setAttribute("transform",`translate(${S(b)} ${S(p)})`)},focusStop(b){let p=lt(a.layout),l=b&&p.find(g=>g.pile===b.pile&&g.index===b.index);if(!l&&b){let g=p.filter(k=>k.pile===b.pile);l=g[g.length-1]}if(l=l??p[0],!l)return;a.focus=l;let u=s.querySelector(`[data-stop="${l.pile}/${l.index}"]`);if(u){for(let g of s.querySelectorAll(`[data-pile="${l.pile}"][tabindex="0"]`))g.setAttribute("tabindex","-1");u.setAttribute("tabindex","0"),u.focus({preventScroll:!0})}},emit(b){e.onIntent?.(b)},destroy(){v?.(),n.removeEventListener("pointerdown",f,!0),n.removeEventListener("keydown",f,!0),ft(s),w?.disconnect(),n.remove()}};a.repaint();let f=()=>ft(s);n.addEventListener("pointerdown",f,!0),n.addEventListener("keydown",f,!0);let v=r?qt(a):null,w=null;if(e.width===void 0&&typeof ResizeObserver<"u"){let b=0;w=new ResizeObserver(()=>{cancelAnimationFrame(b),b=requestAnimationFrame(()=>a.relayout())}),w.observe(n)}return a}function Be(t,o){let e=t.snapshot,i=t.layout,{cardW:r,cardH:n}=i,s=r/100,c=t.options.showTargets??e.show_targets??!0,d=t.options.interactive!==!1,a=t.drag,f=a?{pile:a.src,index:a.index}:t.selection,v=d?lt(i):[],w=new Set(v.map(x=>`${x.pile}/${x.index}`)),b={};for(let x of v)b[x.pile]=`${x.pile}/${x.index}`;t.focus&&w.has(`${t.focus.pile}/${t.focus.index}`)&&(b[t.focus.pile]=`${t.focus.pile}/${t.focus.index}`);let p=(x,m)=>{let y=`${x}/${m}`;return w.has(y)?` data-stop="${y}" tabindex="${b[x]===y?0:-1}" role="button" data-lm-suppress-shortcuts="true" aria-label="${tt(Ot(e,x,m))}"`:""},l=x=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${x+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${x+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,u=[`<defs>${Tt(o)}</defs>`],g=[];for(let x of i.order){let m=i.piles[x],y=e.piles.find(h=>h.id===x);if(!y)continue;if(u.push(`<g class="solitaire-pile solitaire-pile-${m.kind}" data-pile-id="${x}">`),u.push(Ze(e,m,y,r,n,o,p(x,-1),l(10))),m.fan==="square"&&m.count>1){let h=Math.min(3,Math.ceil(m.count/8));for(let M=h;M>=1;M--)u.push(`<rect x="${S(m.slot.x+M*1.1)}" y="${S(m.slot.y+M*1.4)}" width="${S(r)}" height="${S(n)}" rx="${S(7*s)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let h of W(m)){let M=a&&a.src===x&&h.index>=a.index,H=`solitaire-card${d&&h.faceUp&&P(e,x,h.index,m.fan==="down")?" solitaire-pickable":""}${x==="stock"?" solitaire-stock-hit":""}`,X=Ke(h.code,h.faceUp,!!t.options.showFaceDown,o),D=M||m.fan!=="down"&&h.index!==m.count-1?"":p(x,h.index),G=`<g class="${H}" data-pile="${x}" data-index="${h.index}"${h.code&&h.faceUp?` data-card="${h.code}"`:""}${D} transform="translate(${S(h.x)} ${S(h.y)}) scale(${S(s)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+X+(D?l(10):"")+"</g>";M?g.push(G):u.push(G)}let T=m.fan==="square"&&m.count>1&&(m.kind==="tableau"||m.kind==="foundation"||m.kind==="stock");if(T&&u.push(Ve(m,r,n,m.count)),m.label&&m.kind==="stock"&&e.stock_label&&!T){let h=Math.max(9,.14*r),M=r+i.gap*.8,C=String(e.stock_label).length*h*.58>M?` textLength="${S(M)}" lengthAdjust="spacingAndGlyphs"`:"";u.push(`<text class="solitaire-pile-label" x="${S(m.label.x)}" y="${S(m.label.y)}" text-anchor="middle" font-size="${S(h)}"${C}>${tt(e.stock_label)}</text>`)}else if(m.label&&m.label.text){let h=y.dir==="down"?"\u2193 ":y.dir==="up"?"\u2191 ":"";u.push(`<text class="solitaire-pile-label" x="${S(m.label.x)}" y="${S(m.label.y)}" text-anchor="middle" font-size="${S(Math.max(8.5,.13*r))}">${tt(h+m.label.text)}</text>`)}u.push("</g>")}let k=(x,m,y,T,h=0,M="")=>`<rect class="${m}" x="${S(x.x-2)}" y="${S(x.y-2)}" width="${S(x.w+4)}" height="${S(x.h+4)}" rx="${S(8*s+2)}" fill="${y}" fill-opacity="${h}" stroke="${y}" stroke-width="${T}"${M?` stroke-dasharray="${M}"`:""} pointer-events="none"/>`,$=(x,m)=>{let y=i.piles[x];if(!y||!y.cards.length)return y?y.slot:null;let T=W(y),h=y.fan==="down"?y.cards[Math.max(0,m)]:T[T.length-1],M=y.cards[y.cards.length-1];return{x:h.x,y:h.y,w:M.x-h.x+r,h:M.y-h.y+n}};if(e.last_move&&!a&&i.piles[e.last_move.dst]){let x=i.piles[e.last_move.dst],m=$(e.last_move.dst,x.count-(e.last_move.count??1));m&&x.count&&u.push(k(m,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(e.hint&&i.piles[e.hint.src]&&i.piles[e.hint.dst]){let x=i.piles[e.hint.src],m=$(e.hint.src,x.count-(e.hint.count??1));m&&u.push(k(m,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),u.push(k(at(i.piles[e.hint.dst],r,n),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(f&&i.piles[f.pile]){if(c)for(let x of Pt(e,f.pile,f.index)){if(!i.piles[x])continue;let m=at(i.piles[x],r,n),y=Math.max(2.5,.05*r);u.push(`<rect class="solitaire-target-ring" data-target="${x}" x="${S(m.x+y)}" y="${S(m.y+y)}" width="${S(m.w-2*y)}" height="${S(m.h-2*y)}" rx="${S(6*s)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${S(.09*r)} ${S(.06*r)}" style="filter: drop-shadow(0 0 ${S(.05*r)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!a){let x=$(f.pile,f.index);x&&u.push(k(x,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return a&&a.over&&i.piles[a.over]&&u.push(k(at(i.piles[a.over],r,n),"solitaire-over-ring","#ffffff",3.6,.2)),a&&u.push(`<g class="solitaire-drag" transform="translate(${S(a.dx)} ${S(a.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${g.join("")}</g>`),u.join("")}function Ke(t,o,e,i){return t&&o?B(t,{courtFill:`url(#${i}-court)`}):t&&e?B(t,{courtFill:`url(#${i}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':Et(`${i}-lattice`)}function Ve(t,o,e,i){let r=Math.max(8,o*.13),n=i>=10?r*.45:0,s=t.slot.x+o-3-r-n,c=t.slot.y+3+r*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${S(s-r-n)}" y="${S(c-r*.78)}" width="${S(2*(r+n))}" height="${S(r*1.56)}" rx="${S(r*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${S(s)}" y="${S(c+r*.36)}" text-anchor="middle" font-size="${S(r*1.02)}" font-weight="700" fill="#fff">${i}</text></g>`}function Ze(t,o,e,i,r,n,s,c){let d=i/100,{x:a,y:f}=o.slot,v=o.count===0,w=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${v?"6 4":"0"}"/>`;if(v)if(e.kind==="foundation"&&e.base){let{suit:p}=nt(e.base);w+=`<g opacity="0.42">${B(e.base,{courtFill:`url(#${n}-court)`})}</g>`,w+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let l=e.dir!=="down";w+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${l?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(e.kind==="foundation")w+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${e.label&&e.label.length>3?19:26}">${tt(e.label||"A")}</text>`;else if(e.kind==="stock"){let p=t.stock_action;if(p==="turn")w+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(p==="redeal"){let l=typeof t.redeal_pile=="number"?String(t.redeal_pile):"";w+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(l?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${tt(l)}</text>`:"")}else!p&&t.status!=="won"&&(w+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else e.kind==="tableau"&&o.fan==="down"&&(w+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${t.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${e.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${e.id}" data-index="-1"${v?s:""} transform="translate(${S(a)} ${S(f)}) scale(${S(d)})">${w}${v&&s?c:""}</g>`}var Ye={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},Xe=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function Ge(t,o=document){let e=o.createElement("template");e.innerHTML=String(t??"");let i=o.createDocumentFragment(),r=(n,s)=>{for(let c of Array.from(n.childNodes))if(c.nodeType===3)s.appendChild(o.createTextNode(c.nodeValue??""));else if(c.nodeType===1){let d=c,a=d.localName;if(Xe.has(a))continue;let f=Ye[a];if(!f){r(d,s);continue}let v=o.createElement(a);for(let w of f){let b=d.getAttribute(w);b!==null&&v.setAttribute(w,b)}r(d,v),s.appendChild(v)}};return r(e.content,i),i}function Je(t,o,e){let i=()=>Array.from(t.querySelectorAll(":scope > [role='dialog']:not(.solitaire-hidden)"));return o.addEventListener("solitaire-close",e),{beforeOpen(){for(let r of i())r!==o&&r.dispatchEvent(new Event("solitaire-close"))},shade(){let r=i().length>0;for(let n of Array.from(t.children))n.getAttribute("role")!=="dialog"&&(n.inert=r)}}}function ne(t,o={}){let e=document.createElement("div");e.className="solitaire-rules-panel solitaire-hidden",e.setAttribute("role","dialog"),e.tabIndex=-1;let i=document.createElement("div");i.className="solitaire-rules-head";let r=document.createElement("button");r.type="button",r.className="solitaire-btn solitaire-rules-close";let n=document.createElement("div");n.className="solitaire-rules-body",i.append(r),e.append(i,n),t.append(e);let s="",c=()=>{e.classList.contains("solitaire-hidden")||(e.classList.add("solitaire-hidden"),t.classList.remove("solitaire-rules-open"),d.shade(),o.onClose?.())},d=Je(t,e,c);return r.addEventListener("click",c),e.addEventListener("keydown",a=>{a.stopPropagation(),a.key==="Escape"&&(a.preventDefault(),c())}),{panel:e,get isOpen(){return!e.classList.contains("solitaire-hidden")},set(a,f){r.textContent="\u2715 "+(f.close??"Close"),r.title=f.close??"Close",e.setAttribute("aria-label",f.rules??"Rules"),a!==s&&(s=a,n.replaceChildren(Ge(a)))},open(){d.beforeOpen(),e.classList.remove("solitaire-hidden"),t.classList.add("solitaire-rules-open"),d.shade(),e.scrollTop=0,e.focus({preventScroll:!0})},close:c,toggle(){e.classList.contains("solitaire-hidden")?this.open():c()},destroy(){t.classList.remove("solitaire-rules-open"),e.remove(),d.shade()}}}var se="solitaire-replay-style",Qe=`
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
`,Y=t=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${t}" fill="currentColor"/></svg>`,At={first:Y("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:Y("M3 2h2v12H3zM13 2v12L6 8z"),play:Y("M4 2v12l10-6z"),pause:Y("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:Y("M3 2v12l7-6zM11 2h2v12h-2z"),last:Y("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},pt={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},to=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function eo(t){let o=t.ownerDocument,e=t.getRootNode(),i=e&&e.nodeType===11?e:o.head;if(i.querySelector(`#${se}`))return;let r=o.createElement("style");r.id=se,r.textContent=Qe,i.appendChild(r)}function ae(t,o){let e=t.frames[o],i=0,r=t.piles.map((s,c)=>{let d=e.p[c],a=[];for(let v=0;v<d.length;v+=2){let w=d.slice(v,v+2);a.push(w==="--"?null:w)}s.kind==="stock"&&(i=a.length);let f={...s,cards:a};return e.d&&(f.face_down=e.d[c]),f}),n=t.labels||{};return{version:o,variant:t.variant,title:t.title,layout:t.layout,draw_count:t.draw_count,lang:t.lang,deal:t.deal,move_count:o,status:t.status?t.status[o]:"playing",piles:r,legal:{},auto:{},hint:null,last_move:t.last_move?t.last_move[o]:null,message:null,stock_label:i>1?"":String(i),show_targets:!1,labels:t.table_labels&&Object.keys(t.table_labels).length?t.table_labels:{stock:n.stock,waste:n.waste,foundation:n.foundation,pile:n.pile,empty:n.empty,face_up:n.face_up,face_down:n.face_down}}}function O(t,o,e={}){let i=document.createElement(t);return i.className=o,Object.assign(i,e),i}function le(t,o,e={}){dt(t),eo(t);let i=o.frames.length-1,r=o.labels||{},n=O("div","solitaire-root solitaire-replay",{tabIndex:0});n.setAttribute("data-lm-suppress-shortcuts","true"),n.setAttribute("role","region"),n.setAttribute("aria-label",o.title||"Replay");let s=O("div","solitaire-replay-bar"),c=(_,R,z)=>{let q=O("button",`solitaire-btn solitaire-replay-btn ${_}`,{type:"button",innerHTML:At[R],title:`${z} (${(R==="play"||R==="pause")&&r.space||pt[R]})`});return q.setAttribute("aria-label",z),q.setAttribute("data-lm-suppress-shortcuts","true"),q},d=c("solitaire-replay-first","first",r.first||"First"),a=c("solitaire-replay-prev","prev",r.prev||"Previous"),f=c("solitaire-replay-play","play",r.play||"Play"),v=c("solitaire-replay-next","next",r.next||"Next"),w=c("solitaire-replay-last","last",r.last||"Last"),b=O("input","solitaire-replay-scrub",{type:"range",min:0,max:i,step:1,value:0});b.setAttribute("aria-label",r.scrubber||"Position");let p=O("span","solitaire-replay-counter");s.append(d,a,f,v,w,b,p);let l=o.table_labels||{},u=null,g=null;o.rules_html&&(g=O("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:l.rules||r.rules||"Rules"}),g.setAttribute("aria-expanded","false"),s.append(g));let k=O("div","solitaire-replay-narration",{role:"status"});k.setAttribute("aria-live","polite");let $=O("div","solitaire-replay-comment"),x=O("div","solitaire-replay-table");x.style.position="relative",n.append(s,k,$,x),t.appendChild(n);let m=Xt(n);g&&(u=ne(x,{onClose:()=>{g.setAttribute("aria-expanded","false"),g.focus()}}),u.set(o.rules_html,{rules:l.rules||r.rules,close:l.close||r.close}),g.addEventListener("click",()=>{u.toggle(),g.setAttribute("aria-expanded",String(u.isOpen))}));let y=Math.max(0,Math.min(i,e.index??0)),T=re(x,ae(o,y),{interactive:!1,showFaceDown:!!o.show_face_down,width:e.width}),h=null,M=()=>{T.update(ae(o,y)),b.value=String(y),p.textContent=y===0?r.deal||"Deal":(r.position||"Move {i} of {n}").replace("{i}",String(y)).replace("{n}",String(i));let _=o.parts?o.parts[y]:null;_?(k.textContent=[_.action,_.rule,..._.effects||[]].filter(Boolean).join(" "),$.textContent=_.comment||""):(k.textContent=o.narration[y]||"",$.textContent="");let R=n.getRootNode().activeElement??document.activeElement,z=y===0,q=y===i,ot=(z&&(R===d||R===a)?v:null)??(q&&(R===v||R===w)?a:null);d.disabled=a.disabled=z,v.disabled=w.disabled=q,ot&&!ot.disabled?ot.focus({preventScroll:!0}):ot&&b.focus({preventScroll:!0}),n.dataset.index=String(y)},C=(_,R=!0)=>{let z=Math.max(0,Math.min(i,Math.round(_)));z!==y&&(y=z,M(),R&&e.onIndex&&e.onIndex(y))},H=!1,X=_=>{f.innerHTML=_?At.pause:At.play;let R=_?r.pause||"Pause":r.play||"Play";f.setAttribute("aria-label",R),f.title=`${R} (${r.space||(_?pt.pause:pt.play)})`,n.dataset.playing=String(_)},D=(_=!1)=>{let R=h!==null||H;h!==null&&clearInterval(h),h=null,H=!1,X(!1),R&&!_&&e.onPlaying?.(!1)},G=()=>h!==null||H,et=()=>{H=!1,y===i&&C(0),X(!0),e.onPlaying?.(!0),h=setInterval(()=>{y>=i?D():C(y+1)},gt)},gt=e.interval??900;return d.addEventListener("click",()=>{D(),C(0)}),a.addEventListener("click",()=>{D(),C(y-1)}),v.addEventListener("click",()=>{D(),C(y+1)}),w.addEventListener("click",()=>{D(),C(i)}),f.addEventListener("click",()=>G()?D():et()),b.addEventListener("input",()=>{D(),C(Number(b.value))}),n.addEventListener("keydown",_=>{if(!to.has(_.key)||_.altKey||_.ctrlKey||_.metaKey)return;_.stopPropagation();let z={ArrowLeft:()=>{D(),C(y-1)},ArrowRight:()=>{D(),C(y+1)},Home:()=>{D(),C(0)},End:()=>{D(),C(i)}," ":()=>G()?D():et()}[_.key];z&&!(_.target instanceof HTMLButtonElement&&_.key===" ")&&(_.preventDefault(),z())}),M(),n.dataset.playing="false",{root:n,table:T,get index(){return y},get driving(){return h!==null},follow(_){if(!_)return D(!0);h===null&&(H=!0,X(!0))},seek:C,step:()=>C(y+1),back:()=>C(y-1),play:et,pause:D,setInterval(_){!(_>0)||_===gt||(gt=_,h!==null&&(clearInterval(h),h=null,et()))},destroy(){D(),m(),u?.destroy(),T.destroy(),n.remove()}}}function oo({model:t,el:o}){let e=null,i=()=>{e&&e.destroy(),e=null;let d=t.get("_frames");!d||!d.frames||!d.frames.length||(e=le(o,d,{index:t.get("index")??0,interval:t.get("interval")??900,onIndex:a=>{t.set("index",a),t.save_changes()},onPlaying:a=>{t.set("_playing",a),t.save_changes()}}))},r=()=>e?.follow(!!t.get("_playing")),n=()=>e?.setInterval(t.get("interval")),s=()=>{let d=t.get("index");e&&typeof d=="number"&&e.index!==d&&e.seek(d,!1)};i();let c=null;if(t.get("_playing")){e?.follow(!0);let d=t.get("index");c=setTimeout(()=>{t.get("_playing")&&t.get("index")===d&&!e?.driving&&(t.set("_playing",!1),t.save_changes())},3*(t.get("interval")??900))}return t.on("change:_playing",r),t.on("change:index",s),t.on("change:interval",n),t.on("change:_frames",i),()=>{clearTimeout(c),e?.driving&&(t.set("_playing",!1),t.save_changes()),t.off("change:_playing",r),t.off("change:index",s),t.off("change:interval",n),t.off("change:_frames",i),e&&e.destroy()}}var jo={render:oo};export{jo as default};
