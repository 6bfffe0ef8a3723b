var SolitaireReplay=(()=>{var dt=Object.defineProperty;var te=Object.getOwnPropertyDescriptor;var ee=Object.getOwnPropertyNames;var oe=Object.prototype.hasOwnProperty;var re=(t,o)=>{for(var e in o)dt(t,e,{get:o[e],enumerable:!0})},ie=(t,o,e,r)=>{if(o&&typeof o=="object"||typeof o=="function")for(let i of ee(o))!oe.call(t,i)&&i!==e&&dt(t,i,{get:()=>o[i],enumerable:!(r=te(o,i))||r.enumerable});return t};var ne=t=>ie(dt({},"__esModule",{value:!0}),t);var to={};re(to,{default:()=>Qe,expandFrame:()=>ct,mountReplay:()=>Qt});var ae="#c0142c",se="#1b1e24";function tt(t){let o=t[0],e=t[1];return{rank:o,suit:e,red:e==="H"||e==="D"}}function wt(t){return t==="T"?"10":t}var le={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function X(t,o,e,r,i,n=!1){let s=r/100,c=n?" rotate(180 50 50)":"";return`<path d="${le[t]}" fill="${i}" transform="translate(${ut(o-r/2)} ${ut(e-r/2)}) scale(${ut(s)})${c}"/>`}function ut(t){return Number.isInteger(t)?String(t):t.toFixed(2)}var _=31,H=50,T=69,D=29,j=111,I=70,J=56.3,Q=83.7,vt={2:[[H,D],[H,j]],3:[[H,D],[H,I],[H,j]],4:[[_,D],[T,D],[_,j],[T,j]],5:[[_,D],[T,D],[H,I],[_,j],[T,j]],6:[[_,D],[T,D],[_,I],[T,I],[_,j],[T,j]],7:[[_,D],[T,D],[H,49.5],[_,I],[T,I],[_,j],[T,j]],8:[[_,D],[T,D],[H,49.5],[_,I],[T,I],[H,90.5],[_,j],[T,j]],9:[[_,D],[T,D],[_,J],[T,J],[H,I],[_,Q],[T,Q],[_,j],[T,j]],T:[[_,D],[T,D],[H,42.6],[_,J],[T,J],[_,Q],[T,Q],[H,97.4],[_,j],[T,j]]},kt=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function ce(t,o,e){let r=wt(t),i=r.length>1;return`<g class="solitaire-index"><text x="${i?12.6:11.5}" y="23" text-anchor="middle" font-size="${i?19:22}"${i?' letter-spacing="-2.2"':""} ${kt} fill="${e}">${r}</text>`+X(o,11.5,31.5,12,e)+"</g>"}function de(t,o,e,r){let s=o-13,c=e-14/2;return`<polygon points="${t==="K"?`${s},${c+14} ${s},${c} ${s+26*.25},${c+14*.55} ${s+26/2},${c-2} ${s+26*.75},${c+14*.55} ${s+26},${c} ${s+26},${c+14}`:`${s},${c+14} ${s+2},${c+3} ${s+26*.3},${c+14*.6} ${s+26/2},${c+1} ${s+26*.7},${c+14*.6} ${s+26-2},${c+3} ${s+26},${c+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${o}" cy="${c+14*.72}" r="2" fill="${r}"/>`}function ue(t,o,e){return`<path d="M${t-11} ${o+7}C${t-6} ${o-8} ${t+6} ${o-10} ${t+13} ${o-7}C${t+5} ${o-3} ${t-2} ${o+2} ${t-11} ${o+7}Z" fill="#e7b53c" stroke="${e}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${t-11} ${o+7}L${t+9} ${o-6}" stroke="${e}" stroke-width="0.9"/>`}function fe(t,o,e,r){let i=(t==="J"?ue(50,30,e):de(t,50,30,e))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${kt} fill="${e}">${t}</text>`+X(o,32.5,29,10,e)+X(o,67.5,29,10,e);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${e}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${e}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${e}" stroke-opacity="0.4" stroke-width="0.8"/>`+i+`<g transform="rotate(180 50 70)">${i}</g>`}function B(t,o={}){let{rank:e,suit:r,red:i}=tt(t),n=i?ae:se,s=ce(e,r,n),c="";if(e==="A")c=X(r,50,70,r==="S"?46:40,n),r==="S"&&(c+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${n}" stroke-opacity="0.25" stroke-width="1"/>`);else if(vt[e]){let u=e==="T"||e==="9"?17:18;c=vt[e].map(([a,d])=>`<g class="solitaire-pip">${X(r,a,d,u,n,d>I+1)}</g>`).join("")}else c=fe(e,r,n,o.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+c+s+`<g transform="rotate(180 50 70)">${s}</g></g>`}function $t(t){return`<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><rect class="solitaire-back-field" x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/><rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${t})"/><rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/><path class="solitaire-back-field" d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/><path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`}function St(t){return`<pattern id="${t}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${t}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Mt(t,o){let{rank:e,suit:r}=tt(t),i=o?.ranks?.[e]??wt(e),n=o?.suits?.[r]??r;return(o?.card_name??"{rank} of {suit}").replace("{rank}",i).replace("{suit}",n)}var pe={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},ft=3;function ge(t){let o=t.draw_count;return typeof o=="number"&&o>=1?Math.min(o,ft):ft}function et(t,o,e={}){let r={...pe,...e};return(t.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?ye(t,o,r):me(t,o,r)}function At(t,o,e,r){let i=t/(o+(o-1)*e+2*e);return Math.max(r.minCardW,Math.min(r.maxCardW,i))}var M=t=>Math.round(t*100)/100;function K(t,o,e){let r=t.cards.length,i=t.face_down??0,n=t.cards.map((s,c)=>({index:c,code:s,faceUp:s!==null&&c>=i,x:o.x,y:o.y}));return{id:t.id,kind:t.kind,fan:"square",slot:o,drop:he(o,e),cards:n,count:r}}function he(t,o){return{x:M(t.x-o),y:M(t.y-o),w:M(t.w+2*o),h:M(t.h+2*o)}}function be(t,o,e,r,i,n){let s=t.cards.length,c=r.faceDownStep*e,u=r.faceUpStep*e,a=t.cards.slice(0,-1).map(l=>l===null?"d":"u"),d=()=>a.reduce((l,f)=>l+(f==="d"?c:u),0);if(i!==void 0&&s>1){let l=i-o.y-e,f=d();if(f>l&&l>0){let p=Math.max(.35,l/f);c*=p,u*=p}}let x=o.y,g=t.cards.map((l,f)=>{let p={index:f,code:l,faceUp:l!==null&&f>=(t.face_down??0),x:o.x,y:M(x)};return x+=l===null?c:u,p}),h=s?g[s-1].y+e:o.y+e;return{id:t.id,kind:t.kind,fan:"down",slot:o,drop:{x:M(o.x-n),y:M(o.y-n),w:M(o.w+2*n),h:M(h-o.y+e*.35+n)},cards:g,count:s}}function xe(t,o,e,r,i,n){let s=t.cards.length,c=Math.max(0,s-n),u=r.wasteFan*e,a=t.cards.map((x,g)=>({index:g,code:x,faceUp:x!==null,x:M(o.x+Math.max(0,g-c)*u),y:o.y})),d=s?a[s-1].x+e:o.x+e;return{id:t.id,kind:t.kind,fan:"right",slot:o,drop:{x:M(o.x-i),y:M(o.y-i),w:M(d-o.x+2*i),h:M(o.h+2*i)},cards:a,count:s,shown:n}}function me(t,o,e){let r=t.piles,i=r.filter(b=>b.kind==="foundation"),n=r.filter(b=>b.kind==="tableau"),s=Math.max(7,n.length,i.length+3),c=.14,u=At(o,s,c,e),a=u*1.4,d=u*c,x=s*u+(s-1)*d;o=Math.max(o,x+2*d);let g=Math.max(d,(o-x)/2),h=b=>M(g+b*(u+d)),l=d,f=Math.max(14,a*.14),p=l+a+f+d*.6,y=d/2,k=(n.length?Math.max(0,n.length-1)*e.faceDownStep+Math.max(0,e.faceUpRoom-1)*e.faceUpStep:0)*a,A=p+a+k+d,m=e.maxHeight?Math.min(A,e.maxHeight):A,w=m-d,v={},R=[];for(let b of r){let S;if(b.kind==="stock")S=K(b,{x:h(0),y:l,w:u,h:a},y),S.label={x:M(h(0)+u/2),y:M(l+a+f*.8),text:""};else if(b.kind==="waste")S=xe(b,{x:h(1),y:l,w:u,h:a},u,e,y,ge(t));else if(b.kind==="foundation"){let C=i.indexOf(b);S=K(b,{x:h(s-i.length+C),y:l,w:u,h:a},y)}else{let C=n.indexOf(b);S=be(b,{x:h(C),y:M(p),w:u,h:a},a,e,w,y);let E=S.cards.length?S.cards[S.cards.length-1].y+a:p+a;m=Math.max(m,E+d)}v[b.id]=S,R.push(b.id)}return{width:M(o),height:M(m),cardW:M(u),cardH:M(a),gap:M(d),kind:"klondike",piles:v,order:R}}function ye(t,o,e){let r=t.piles,i=r.filter(b=>b.kind==="foundation"),n=r.filter(b=>b.kind==="tableau"),s=Math.max(i.length,Math.ceil(n.length/2),1),c=s+1,u=.16,a=At(o,c,u,e),d=a*1.4,x=a*u,g=c*a+(c-1)*x;o=Math.max(o,g+2*x);let h=Math.max(x,(o-g)/2),l=b=>M(h+b*(a+x)),f=x,p=Math.max(14,d*.15),y=[f+d+p+x*.9];y.push(y[0]+d+x*1.1);let k=x/2,A={},m=[0,0];n.forEach((b,S)=>{let C=Math.min(1,Math.max(0,typeof b.row=="number"?b.row:S<s?0:1));A[b.id]={row:C,col:m[C]++}});let w={},v=[];for(let b of r){let S;if(b.kind==="stock")S=K(b,{x:l(0),y:f,w:a,h:d},k),S.label={x:M(l(0)+a/2),y:M(f+d+p*.8),text:""};else if(b.kind==="waste")S=K(b,{x:l(0),y:M(y[0]),w:a,h:d},k);else if(b.kind==="foundation"){let C=i.indexOf(b),E=l(1+C);S=K(b,{x:E,y:f,w:a,h:d},k),S.label={x:M(E+a/2),y:M(f+d+p*.8),text:b.label??""}}else{let{row:C,col:E}=A[b.id];S=K(b,{x:l(1+E%s),y:M(y[C]),w:a,h:d},k)}w[b.id]=S,v.push(b.id)}let R=y[1]+d+x*1.2;return{width:M(o),height:M(R),cardW:M(a),cardH:M(d),gap:M(x),kind:"matrimony",piles:w,order:v}}function U(t){return t.fan==="down"?t.cards:t.fan==="right"?t.cards.slice(-(t.shown??ft)):t.cards.slice(-1)}function ot(t,o,e){let r=t.cards[t.cards.length-1];return r?{x:r.x,y:r.y,w:o,h:e}:t.slot}function Ct(t,o,e){return o>=t.x&&o<=t.x+t.w&&e>=t.y&&e<=t.y+t.h}function Et(t,o,e){let{cardW:r,cardH:i}=t;for(let n=t.order.length-1;n>=0;n--){let s=t.piles[t.order[n]],c=U(s);for(let u=c.length-1;u>=0;u--){let a=c[u];if(Ct({x:a.x,y:a.y,w:r,h:i},o,e))return{pile:s.id,index:s.fan==="down"?a.index:s.count-1}}if(!c.length&&Ct(s.slot,o,e))return{pile:s.id,index:-1}}return null}function _t(t,o,e){let r=null,i=0;for(let n of t.order){if(n===e)continue;let s=t.piles[n];if(s.kind==="stock")continue;let c=s.drop,u=Math.min(o.x+o.w,c.x+c.w)-Math.max(o.x,c.x),a=Math.min(o.y+o.h,c.y+c.h)-Math.max(o.y,c.y);if(u<=0||a<=0)continue;let d=u*a;d>i&&(i=d,r=n)}return i>=.12*o.w*o.h?r:null}function rt(t){let o=[];for(let e of t.order){let r=t.piles[e];if(r.fan==="down"){let i=r.cards.filter(n=>n.faceUp);if(i.length)for(let n of i)o.push({pile:e,index:n.index});else o.push({pile:e,index:r.count-1})}else o.push({pile:e,index:r.count-1})}return o}function Lt(t,o){let e=t.piles[o.pile],r=o.index>=0?e.cards[o.index]:null,i=r?r.x:e.slot.x,n=r?r.y:e.slot.y;return{x:i+t.cardW/2,y:n+(r&&e.fan==="down"?t.cardH*.12:t.cardH/2)}}function Tt(t,o,e){let r=rt(t);if(!r.length)return null;if(!o)return r[0];let i=r.find(u=>u.pile===o.pile&&u.index===o.index)??r.find(u=>u.pile===o.pile);if(!i)return r[0];if(e==="up"||e==="down"){let u=r.filter(d=>d.pile===i.pile),a=u.indexOf(i)+(e==="down"?1:-1);if(a>=0&&a<u.length)return u[a]}let n=Lt(t,i);if(e==="left"||e==="right"){let u=t.piles[i.pile].slot.y,a=null,d=1/0;for(let g of t.order){let h=t.piles[g];if(g===i.pile||Math.abs(h.slot.y-u)>1)continue;let l=(h.slot.x-t.piles[i.pile].slot.x)*(e==="right"?1:-1);l>1&&l<d&&(d=l,a=g)}if(!a)return i;let x=r.filter(g=>g.pile===a);return x[x.length-1]}let s=null,c=1/0;for(let u of r){if(u.pile===i.pile)continue;let a=Lt(t,u),d=e==="up"?n.y-a.y:a.y-n.y,x=Math.abs(a.x-n.x);if(d<=1)continue;let g=d+3*x;g<c&&(c=g,s=u)}return s??i}function Dt(t,o){if(t.version===o.version)return;let e=t.position_since;if(typeof e=="number"&&typeof o.version=="number"&&e<=o.version)return;let r=t.last_move;if(!r||r.src!==o.src||r.dst!==o.dst||typeof t.move_count=="number"&&t.move_count<=o.moves)return null;let i=t.piles.find(s=>s.id===o.dst);if(!i||!i.cards.length)return null;let n=typeof r.count=="number"?r.count:o.count;return{pile:i.id,index:Math.max(0,i.cards.length-n)}}function pt(t,o){return`${t}/${o}`}function gt(t,o){return t.piles.find(e=>e.id===o)}function it(t,o,e){let r=gt(t,o);return r?Math.max(0,r.cards.length-e):0}function z(t,o,e,r=!0){let i=gt(t,o);return!i||e<0||e>=i.cards.length||i.kind==="stock"||i.cards[e]===null?!1:e===i.cards.length-1||Object.prototype.hasOwnProperty.call(t.legal??{},pt(o,e))?!0:i.kind==="tableau"&&r}function jt(t,o,e){return(t.legal??{})[pt(o,e)]??[]}function ht(t,o,e,r){return{kind:"move",src:o,dst:r,count:it(t,o,e),version:t.version}}function Rt(t,o,e){return{kind:"auto",src:o,count:it(t,o,e),version:t.version}}function bt(t){return{kind:"stock",version:t.version}}function Ht(t,o){switch(o.toLowerCase()){case"u":return{kind:"undo"};case"r":return{kind:"redo"};case"d":case"s":return bt(t);case"h":return t.hint_available?{kind:"hint"}:null;default:return null}}function ve(t,o){return String(t).replace(/\{(\w+)\}/g,(e,r)=>r in o?String(o[r]):e)}function we(t,o){let e=t.labels??{};if(o==="stock")return e.stock??"Stock";if(o==="waste")return e.waste??"Waste";let r=/^([ft])(\d+)$/.exec(o);return r?ve(r[1]==="f"?e.foundation??"Foundation {n}":e.pile??"Pile {n}",{n:r[2]}):o}function It(t,o,e){let r=t.labels??{},i=gt(t,o),n=we(t,o);if(!i||e<0||e>=i.cards.length){let c=o==="stock"&&t.stock_label?`, ${t.stock_label}`:"";return`${n}, ${r.empty??"empty"}${c}`}let s=i.cards[e];return o==="stock"?`${n}${t.stock_label?", "+t.stock_label:""}, ${r.face_down??"face down"}`:s===null?`${n}, ${r.face_down??"face down"}`:`${Mt(s,r)}, ${n}, ${r.face_up??"face up"}`}var ke=5,$e=400;function zt(t,o,e,r=!0){return e?e.pile==="stock"?{selection:null,intent:bt(t)}:o?e.pile===o.pile?e.index!==o.index&&z(t,e.pile,e.index,r)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:ht(t,o.pile,o.index,e.pile)}:z(t,e.pile,e.index,r)?{selection:e,intent:null}:{selection:null,intent:null}:{selection:null,intent:null}}function Se(t,o,e,r=!0){return zt(t,o,e,r)}function Nt(t){let{root:o,svg:e}=t,r=null,i=null,n=l=>t.layout.piles[l]?.fan==="down",s=l=>{l&&t.emit(l)},c=l=>{if(l.button!==0||r&&r.dragging)return;t.pendingFocus=null;let f=t.toLocal(l.clientX,l.clientY),p=Et(t.layout,f.x,f.y);r={id:l.pointerId,hit:p,cx:l.clientX,cy:l.clientY,x:f.x,y:f.y,dragging:!1};let k=l.target.closest?.("[data-stop]");k&&(t.focus={pile:k.getAttribute("data-pile")??"",index:Number(k.getAttribute("data-stop")?.split("/")[1])});try{e.setPointerCapture(l.pointerId)}catch{}p&&z(t.snapshot,p.pile,p.index,n(p.pile))&&(l.preventDefault(),o.focus({preventScroll:!0}))},u=l=>{if(!r||l.pointerId!==r.id)return;let f=r.hit;if(!r.dragging){if(Math.hypot(l.clientX-r.cx,l.clientY-r.cy)<ke||!f||!z(t.snapshot,f.pile,f.index,n(f.pile)))return;r.dragging=!0,i=null,t.selection=null,t.drag={src:f.pile,index:f.index,count:it(t.snapshot,f.pile,f.index),dx:0,dy:0,over:null},t.repaint()}let p=t.toLocal(l.clientX,l.clientY),y=p.x-r.x,k=p.y-r.y;t.moveDrag(y,k);let A=t.drag;if(!A)return;let m=t.layout.piles[A.src].cards[A.index],w=_t(t.layout,{x:m.x+y,y:m.y+k,w:t.layout.cardW,h:t.layout.cardH},A.src);w!==A.over&&(A.over=w,t.repaint())},a=l=>{if(!r||l.pointerId!==r.id)return;let f=r;if(r=null,f.dragging){let p=t.drag;t.drag=null,t.selection=null,p&&p.over&&p.over!==p.src&&s(ht(t.snapshot,p.src,p.index,p.over)),t.repaint();return}x(f.hit,l.timeStamp)},d=()=>{r=null,t.drag&&(t.drag=null,t.repaint())},x=(l,f)=>{let p=t.snapshot;if(l&&i&&i.pile===l.pile&&i.index===l.index&&f-i.t<$e){i=null,z(p,l.pile,l.index,n(l.pile))&&s(Rt(p,l.pile,l.index)),t.select(null);return}let{selection:y,intent:k}=zt(p,t.selection,l,l?n(l.pile):!0);i=l&&!k&&l.pile!=="stock"&&z(p,l.pile,l.index,n(l.pile))?{...l,t:f}:null,l&&(t.focus=l.index>=0||t.layout.piles[l.pile].count===0?l:t.focus),s(k),y!==t.selection&&t.select(y)},g=l=>{if(l.altKey||l.ctrlKey||l.metaKey)return;let f=t.snapshot,p={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(l.key in p){l.preventDefault();let k=Tt(t.layout,t.focus,p[l.key]);k&&t.focusStop(k);return}if(l.key==="Enter"||l.key===" "){if(l.preventDefault(),!t.focus){t.focusStop(null);return}let k=t.focus,{selection:A,intent:m}=Se(f,t.selection,k,n(k.pile));t.pendingFocus=m&&m.kind==="move"?{src:m.src,dst:m.dst,count:m.count,version:f.version,moves:typeof f.move_count=="number"?f.move_count:-1}:null,s(m),t.select(A);return}if(l.key==="?"){l.preventDefault(),t.options.onHelp?.();return}if(l.key==="Escape"){(t.selection||t.drag)&&(l.preventDefault(),r=null,t.drag=null,t.select(null));return}let y=Ht(f,l.key);y&&(l.preventDefault(),t.select(null),s(y))},h=l=>{let f=l.target.closest?.("[data-stop]");if(!f)return;let[p,y]=(f.getAttribute("data-stop")??"").split("/");t.focus={pile:p,index:Number(y)}};return e.addEventListener("pointerdown",c),e.addEventListener("pointermove",u),e.addEventListener("pointerup",a),e.addEventListener("pointercancel",d),e.addEventListener("lostpointercapture",d),o.addEventListener("keydown",g),o.addEventListener("focusin",h),()=>{e.removeEventListener("pointerdown",c),e.removeEventListener("pointermove",u),e.removeEventListener("pointerup",a),e.removeEventListener("pointercancel",d),e.removeEventListener("lostpointercapture",d),o.removeEventListener("keydown",g),o.removeEventListener("focusin",h)}}var Me=`
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
`;function nt(t){let o=t.getRootNode?t.getRootNode():document,e=o&&o.nodeType===11?o:document.head;if(!e||e.querySelector&&e.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=Me,e.appendChild(r)}var Ft=new Set(["dark","dark-mode","dark-theme","theme-dark"]),Pt=new Set(["light","light-mode","light-theme","theme-light"]),Wt=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function Ae(t){let o=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);if(o){let c=o[4]===void 0?1:o[4].endsWith("%")?parseFloat(o[4])/100:parseFloat(o[4]);return[+o[1],+o[2],+o[3],c]}if(typeof document>"u")return null;let e=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!e)return null;e.clearRect(0,0,1,1),e.fillStyle="#00000000",e.fillStyle=t,e.fillRect(0,0,1,1);let[r,i,n,s]=e.getImageData(0,0,1,1).data;return[r,i,n,s/255]}function Ce(t){let o=e=>{let r=e/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*o(t[0])+.7152*o(t[1])+.0722*o(t[2])}function Le(t){let o=t;for(;o;){if(o.nodeType===1){let e=Ae(getComputedStyle(o).backgroundColor);if(e&&e[3]>=.5)return e}o=o.parentNode||(o.nodeType===11?o.host:null)}return null}function Ot(t){if(!t)return null;for(let o of t.classList){if(Ft.has(o))return"dark";if(Pt.has(o))return"light"}for(let o of Wt){let e=(t.getAttribute(o)||"").toLowerCase();if(Ft.has(e))return"dark";if(Pt.has(e))return"light"}return null}function Ee(t){let o=t.ownerDocument||document,e=o.body,r=o.documentElement,i=e&&e.getAttribute("data-jp-theme-light");if(i==="true"||i==="false")return{scheme:i==="true"?"light":"dark",source:"jupyter"};let n=e?`${e.className} ${e.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(n))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(n))return{scheme:"dark",source:"vscode"};let s=Ot(e)||Ot(r);if(s)return{scheme:s,source:"page"};let c=t.isConnected?Le(t.parentNode||t):null;if(c)return{scheme:Ce(c)<.18?"dark":"light",source:"background"};let u=t.nodeType===1?getComputedStyle(t).colorScheme:"";return u==="dark"||u==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var Ut=new WeakMap;function qt(t){let o=()=>{let c=t.dataset.themeChoice,{scheme:u,source:a}=c==="light"||c==="dark"?{scheme:c,source:"setting"}:Ee(t);if(t.dataset.theme===u&&t.dataset.themeSource===a)return;t.classList.add("solitaire-no-transition"),t.classList.toggle("solitaire-dark",u==="dark"),t.classList.toggle("solitaire-light",u==="light");let d=a==="prefers-color-scheme"||a==="color-scheme"||a==="setting";t.classList.toggle("solitaire-own-bg",d),t.classList.toggle("solitaire-theme-fixed",a==="setting"),t.dataset.theme=u,t.dataset.themeSource=a,t.offsetHeight,t.classList.remove("solitaire-no-transition")};Ut.set(t,o),o();let e=t.ownerDocument||document,r=new MutationObserver(o),i=["class","data-jp-theme-light","data-vscode-theme-kind","style",...Wt];for(let c of[e.documentElement,e.body])c&&r.observe(c,{attributes:!0,attributeFilter:i});let n=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;n?.addEventListener?.("change",o);let s=typeof requestAnimationFrame=="function"?requestAnimationFrame(o):0;return()=>{Ut.delete(t),r.disconnect(),n?.removeEventListener?.("change",o),s&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(s)}}var xt=200,_e=240,Te=700,De=1500,je=3e3,at="cubic-bezier(0.2, 0.7, 0.3, 1)",V="solitaire-motion",Z=t=>(Math.round(t*100)/100).toString();function Re(t){return!(t.animate===!1||typeof Element>"u"||typeof Element.prototype.animate!="function"||typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)}function He(t,o){if(!t||!t.piles?.some(i=>i.cards.length))return"none";let e=t,r=o;return r.deal!==e.deal||r.variant!==e.variant||r.move_count===0&&e.move_count>0?"deal":r.status==="won"&&e.status!=="won"?"win":"slide"}function Bt(t,o,e){let r=new Map,i=new Map;for(let n of e.order){let s=e.piles[n];for(let c of U(s)){let u=t.querySelector(`.solitaire-card[data-pile="${n}"][data-index="${c.index}"]`),a={x:c.x,y:c.y,pile:n,index:c.index,html:u?u.outerHTML:""};c.code&&c.faceUp&&r.set(c.code,a),c.index===s.count-1&&i.set(n,a)}}return{snapshot:o,layout:e,byCode:r,tops:i}}function Kt(t){let o=t.querySelector(":scope > .solitaire-motion");return o||(o=document.createElementNS("http://www.w3.org/2000/svg","g"),o.setAttribute("class","solitaire-motion"),o.setAttribute("pointer-events","none"),t.appendChild(o)),o}function Vt(t,o){if(!o)return null;let e=Kt(t),r=document.createElementNS("http://www.w3.org/2000/svg","g");r.innerHTML=o;let i=r.firstElementChild;return i?(i.removeAttribute("tabindex"),i.removeAttribute("data-stop"),i.removeAttribute("data-pile"),i.removeAttribute("data-index"),i.setAttribute("aria-hidden","true"),i.classList.add("solitaire-ghost"),e.appendChild(i),i):null}var N=(t,o,e)=>`translate(${Z(t)}px, ${Z(o)}px) scale(${Z(e)})`,Zt=(t,o,e)=>`translate(${Z(t)} ${Z(o)}) scale(${Z(e)})`;function Ie(t,o){let e=t.getRootNode().activeElement,r=e&&o.contains(e);Kt(t).before(o),r&&e.focus({preventScroll:!0})}function Yt(t,o,e,r){if(!Re(e))return 0;let i=He(o.snapshot,e);if(i==="none")return 0;let n=r.cardW/100;if(i==="deal")return Ne(t,r,n);let s=ze(t,o,e,r,n);return i==="win"&&(s+=Fe(t,e,r,n)),s}function ze(t,o,e,r,i){let n=0,s=new Set,c=r.piles.stock,u=e.last_move?.src,a=[];for(let d of r.order){let x=r.piles[d];for(let g of U(x)){if(!g.code||!g.faceUp)continue;s.add(g.code);let h=t.querySelector(`.solitaire-card[data-pile="${d}"][data-index="${g.index}"]`);if(!h)continue;let l=o.byCode.get(g.code),f=l?{x:l.x,y:l.y}:null;if(!l){let p=o.layout.piles[d];if(p&&p.cards[g.index]&&!p.cards[g.index].faceUp){let A=r.cardW/2*.98;h.animate([{transform:`${N(g.x+A,g.y,i)} scaleX(0.02)`},{transform:N(g.x,g.y,i)}],{id:V,duration:xt,easing:at}),n++;continue}let k=u&&o.tops.get(u)||(c?c.slot:null);k&&(f={x:k.x,y:k.y})}!f||Math.abs(f.x-g.x)<.5&&Math.abs(f.y-g.y)<.5||(h.animate([{transform:N(f.x,f.y,i)},{transform:N(g.x,g.y,i)}],{id:V,duration:xt,easing:at}),a.push(h),n++)}}for(let[d,x]of o.byCode){if(s.has(d))continue;let g=c?{x:c.slot.x,y:c.slot.y}:null;for(let f of e.piles){let p=f.cards.indexOf(d),y=r.piles[f.id];if(p>=0&&y){let k=y.cards[y.cards.length-1];g=k?{x:k.x,y:k.y}:{x:y.slot.x,y:y.slot.y};break}}if(!g||Math.abs(g.x-x.x)<.5&&Math.abs(g.y-x.y)<.5)continue;let h=Vt(t,x.html);if(!h)continue;h.setAttribute("transform",Zt(g.x,g.y,i));let l=h.animate([{transform:N(x.x,x.y,i),opacity:1},{transform:N(g.x,g.y,i),opacity:1}],{id:V,duration:xt,easing:at});l.onfinish=()=>h.remove(),n++}for(let d of a)Ie(t,d);return n}function Ne(t,o,e){let r=o.piles.stock;if(!r)return 0;let i=[...t.querySelectorAll(".solitaire-card")].filter(c=>c.getAttribute("data-pile")!=="stock"),n=i.length>1?Math.min(40,Te/(i.length-1)):0,s=0;return i.forEach((c,u)=>{let d=o.piles[c.getAttribute("data-pile")??""]?.cards[Number(c.getAttribute("data-index"))];if(!d)return;let x=N(r.slot.x,r.slot.y,e);c.animate([{transform:x,opacity:0},{transform:x,opacity:1,offset:.05},{transform:N(d.x,d.y,e),opacity:1}],{id:V,duration:_e,delay:u*n,easing:at,fill:"backwards"}),s++}),s}function Fe(t,o,e,r){let i=e.order.filter(d=>e.piles[d].kind==="foundation"),n=[];i.forEach((d,x)=>{let g=t.querySelector(`.solitaire-card[data-pile="${d}"]`),h=o.piles.find(y=>y.id===d);if(!g||!h)return;let l=g.outerHTML,f=/url\(#([\w-]+)-court\)/.exec(l),p=h.cards.filter(y=>typeof y=="string").reverse();n.push(p.map((y,k)=>({id:d,code:y,f:x,html:k===0||!f?l:`<g>${B(y,{courtFill:`url(#${f[1]}-court)`})}</g>`})))});let s=[];for(let d=0;n.some(x=>d<x.length);d++)for(let x of n)d<x.length&&s.push(x[d]);let c=s.length>1?Math.min(110,je/(s.length-1)):0,u=e.height-e.cardH,a=0;return s.forEach((d,x)=>{let g=e.piles[d.id].cards.slice(-1)[0],h=Vt(t,d.html);if(!g||!h)return;h.setAttribute("transform",Zt(g.x,g.y,r)),h.parentNode?.prepend(h);let l=d.f+x,f=(l%2?1:-1)*(.18+.07*(l%5))*e.cardW,p=[],y=g.x,k=g.y,A=-.2*e.cardH,m=24;for(let v=0;v<=m;v++)p.push({transform:N(y,k,r),opacity:v<m-4?1:(m-v)/4}),y+=f,A+=.12*e.cardH,k+=A,k>u&&(k=u,A=-A*.66);let w=h.animate(p,{id:V,duration:De,delay:x*c,fill:"both"});w.onfinish=()=>h.remove(),a++}),a}function st(t){let e=(typeof t.getAnimations=="function"?t.getAnimations({subtree:!0}):[]).filter(r=>r.id===V);for(let r of e)r.finish();return t.querySelector(":scope > .solitaire-motion")?.replaceChildren(),e.length}var Pe="http://www.w3.org/2000/svg",Oe=0;function G(t){return String(t).replace(/[&<>"]/g,o=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[o]??o)}var $=t=>(Math.round(t*100)/100).toString();function Xt(t,o,e={}){nt(t);let r=`solitaire${++Oe}`,i=e.interactive!==!1,n=document.createElement("div");n.className="solitaire-table"+(i?" solitaire-interactive":""),i&&(n.tabIndex=-1,n.setAttribute("data-lm-suppress-shortcuts","true"));let s=document.createElementNS(Pe,"svg");s.setAttribute("class","solitaire-svg"),s.setAttribute("role","group"),n.appendChild(s),t.appendChild(n);let c=()=>e.width??(n.clientWidth||t.clientWidth||760),u=c(),a={root:n,svg:s,options:e,snapshot:o,layout:et(o,u,e),selection:null,drag:null,focus:null,pendingFocus:null,update(h){let l=et(h,u,e);st(s);let f=Bt(s,a.snapshot,a.layout);a.snapshot=h,a.layout=l;let p=a.selection;if(p&&!z(h,p.pile,p.index,h.layout!=="matrimony")&&(a.selection=null),a.drag=null,a.pendingFocus){let y=Dt(h,a.pendingFocus);y!==void 0&&(a.pendingFocus=null),y&&(a.focus=y)}a.repaint(),Yt(s,f,h,l)},relayout(){let h=c();if(!(Math.abs(h-u)<1)){u=h;try{a.layout=et(a.snapshot,u,e),a.repaint()}catch(l){console.warn("solitaire_widget: the table could not be laid out again",l)}}},repaint(){let h=n.getRootNode().activeElement??document.activeElement,l=n.contains(h)&&h!==n;s.innerHTML=Ue(a,r);let{width:f,height:p}=a.layout;s.setAttribute("viewBox",`0 0 ${$(f)} ${$(p)}`),s.setAttribute("aria-label",a.snapshot.title??"Solitaire"),n.classList.toggle("solitaire-dragging",!!a.drag),l&&a.focusStop(a.focus)},select(h){a.selection=h,a.repaint()},toLocal(h,l){let f=s.getBoundingClientRect(),p=f.width?a.layout.width/f.width:1;return{x:(h-f.left)*p,y:(l-f.top)*p}},moveDrag(h,l){if(!a.drag)return;a.drag.dx=h,a.drag.dy=l;let f=s.querySelector(".solitaire-drag");f&&f.setAttribute("transform",`translate(${$(h)} ${$(l)})`)},focusStop(h){let l=rt(a.layout),f=h&&l.find(y=>y.pile===h.pile&&y.index===h.index);if(!f&&h){let y=l.filter(k=>k.pile===h.pile);f=y[y.length-1]}if(f=f??l[0],!f)return;a.focus=f;let p=s.querySelector(`[data-stop="${f.pile}/${f.index}"]`);if(p){for(let y of s.querySelectorAll(`[data-pile="${f.pile}"][tabindex="0"]`))y.setAttribute("tabindex","-1");p.setAttribute("tabindex","0"),p.focus({preventScroll:!0})}},emit(h){e.onIntent?.(h)},destroy(){x?.(),n.removeEventListener("pointerdown",d,!0),n.removeEventListener("keydown",d,!0),st(s),g?.disconnect(),n.remove()}};a.repaint();let d=()=>st(s);n.addEventListener("pointerdown",d,!0),n.addEventListener("keydown",d,!0);let x=i?Nt(a):null,g=null;if(e.width===void 0&&typeof ResizeObserver<"u"){let h=0;g=new ResizeObserver(()=>{cancelAnimationFrame(h),h=requestAnimationFrame(()=>a.relayout())}),g.observe(n)}return a}function Ue(t,o){let e=t.snapshot,r=t.layout,{cardW:i,cardH:n}=r,s=i/100,c=t.options.showTargets??e.show_targets??!0,u=t.options.interactive!==!1,a=t.drag,d=a?{pile:a.src,index:a.index}:t.selection,x=u?rt(r):[],g=new Set(x.map(m=>`${m.pile}/${m.index}`)),h={};for(let m of x)h[m.pile]=`${m.pile}/${m.index}`;t.focus&&g.has(`${t.focus.pile}/${t.focus.index}`)&&(h[t.focus.pile]=`${t.focus.pile}/${t.focus.index}`);let l=(m,w)=>{let v=`${m}/${w}`;return g.has(v)?` data-stop="${v}" tabindex="${h[m]===v?0:-1}" role="button" aria-label="${G(It(e,m,w))}"`:""},f=m=>`<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="${m+4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${m+4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`,p=[`<defs>${St(o)}</defs>`],y=[];for(let m of r.order){let w=r.piles[m],v=e.piles.find(b=>b.id===m);if(!v)continue;if(p.push(`<g class="solitaire-pile solitaire-pile-${w.kind}" data-pile-id="${m}">`),p.push(Be(e,w,v,i,n,o,l(m,-1),f(10))),w.fan==="square"&&w.count>1){let b=Math.min(3,Math.ceil(w.count/8));for(let S=b;S>=1;S--)p.push(`<rect x="${$(w.slot.x+S*1.1)}" y="${$(w.slot.y+S*1.4)}" width="${$(i)}" height="${$(n)}" rx="${$(7*s)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`)}for(let b of U(w)){let S=a&&a.src===m&&b.index>=a.index,E=`solitaire-card${u&&b.faceUp&&z(e,m,b.index,w.fan==="down")?" solitaire-pickable":""}${m==="stock"?" solitaire-stock-hit":""}`,W=We(b.code,b.faceUp,!!t.options.showFaceDown,o),q=S||w.fan!=="down"&&b.index!==w.count-1?"":l(m,b.index),L=`<g class="${E}" data-pile="${m}" data-index="${b.index}"${b.code&&b.faceUp?` data-card="${b.code}"`:""}${q} transform="translate(${$(b.x)} ${$(b.y)}) scale(${$(s)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+W+(q?f(10):"")+"</g>";S?y.push(L):p.push(L)}let R=w.fan==="square"&&w.count>1&&(w.kind==="tableau"||w.kind==="foundation"||w.kind==="stock");if(R&&p.push(qe(w,i,n,w.count)),w.label&&w.kind==="stock"&&e.stock_label&&!R){let b=Math.max(9,.14*i),S=i+r.gap*.8,C=String(e.stock_label).length*b*.58>S?` textLength="${$(S)}" lengthAdjust="spacingAndGlyphs"`:"";p.push(`<text class="solitaire-pile-label" x="${$(w.label.x)}" y="${$(w.label.y)}" text-anchor="middle" font-size="${$(b)}"${C}>${G(e.stock_label)}</text>`)}else if(w.label&&w.label.text){let b=v.dir==="down"?"\u2193 ":v.dir==="up"?"\u2191 ":"";p.push(`<text class="solitaire-pile-label" x="${$(w.label.x)}" y="${$(w.label.y)}" text-anchor="middle" font-size="${$(Math.max(8.5,.13*i))}">${G(b+w.label.text)}</text>`)}p.push("</g>")}let k=(m,w,v,R,b=0,S="")=>`<rect class="${w}" x="${$(m.x-2)}" y="${$(m.y-2)}" width="${$(m.w+4)}" height="${$(m.h+4)}" rx="${$(8*s+2)}" fill="${v}" fill-opacity="${b}" stroke="${v}" stroke-width="${R}"${S?` stroke-dasharray="${S}"`:""} pointer-events="none"/>`,A=(m,w)=>{let v=r.piles[m];if(!v||!v.cards.length)return v?v.slot:null;let R=U(v),b=v.fan==="down"?v.cards[Math.max(0,w)]:R[R.length-1],S=v.cards[v.cards.length-1];return{x:b.x,y:b.y,w:S.x-b.x+i,h:S.y-b.y+n}};if(e.last_move&&!a&&r.piles[e.last_move.dst]){let m=r.piles[e.last_move.dst],w=A(e.last_move.dst,m.count-(e.last_move.count??1));w&&m.count&&p.push(k(w,"solitaire-last-ring","#ffffff",1.6,0,"5 4"))}if(e.hint&&r.piles[e.hint.src]&&r.piles[e.hint.dst]){let m=r.piles[e.hint.src],w=A(e.hint.src,m.count-(e.hint.count??1));w&&p.push(k(w,"solitaire-hint-ring","var(--solitaire-hint)",3.2,.05)),p.push(k(ot(r.piles[e.hint.dst],i,n),"solitaire-hint-ring solitaire-hint-dst","var(--solitaire-hint)",3.2,.05,"8 5"))}if(d&&r.piles[d.pile]){if(c)for(let m of jt(e,d.pile,d.index)){if(!r.piles[m])continue;let w=ot(r.piles[m],i,n),v=Math.max(2.5,.05*i);p.push(`<rect class="solitaire-target-ring" data-target="${m}" x="${$(w.x+v)}" y="${$(w.y+v)}" width="${$(w.w-2*v)}" height="${$(w.h-2*v)}" rx="${$(6*s)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${$(.09*i)} ${$(.06*i)}" style="filter: drop-shadow(0 0 ${$(.05*i)}px var(--solitaire-target))" pointer-events="none"/>`)}if(!a){let m=A(d.pile,d.index);m&&p.push(k(m,"solitaire-select-ring","var(--solitaire-select)",3.4,.06))}}return a&&a.over&&r.piles[a.over]&&p.push(k(ot(r.piles[a.over],i,n),"solitaire-over-ring","#ffffff",3.6,.2)),a&&p.push(`<g class="solitaire-drag" transform="translate(${$(a.dx)} ${$(a.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${y.join("")}</g>`),p.join("")}function We(t,o,e,r){return t&&o?B(t,{courtFill:`url(#${r}-court)`}):t&&e?B(t,{courtFill:`url(#${r}-court)`})+'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>':$t(`${r}-lattice`)}function qe(t,o,e,r){let i=Math.max(8,o*.13),n=r>=10?i*.45:0,s=t.slot.x+o-3-i-n,c=t.slot.y+3+i*.78;return`<g class="solitaire-badge" pointer-events="none"><rect x="${$(s-i-n)}" y="${$(c-i*.78)}" width="${$(2*(i+n))}" height="${$(i*1.56)}" rx="${$(i*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${$(s)}" y="${$(c+i*.36)}" text-anchor="middle" font-size="${$(i*1.02)}" font-weight="700" fill="#fff">${r}</text></g>`}function Be(t,o,e,r,i,n,s,c){let u=r/100,{x:a,y:d}=o.slot,x=o.count===0,g=`<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${x?"6 4":"0"}"/>`;if(x)if(e.kind==="foundation"&&e.base){let{suit:l}=tt(e.base);g+=`<g opacity="0.42">${B(e.base,{courtFill:`url(#${n}-court)`})}</g>`,g+='<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>';let f=e.dir!=="down";g+=`<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/><path d="${f?"M50 104L58 113H53V120H47V113H42Z":"M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`}else if(e.kind==="foundation")g+=`<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${e.label&&e.label.length>3?19:26}">${G(e.label||"A")}</text>`;else if(e.kind==="stock"){let l=t.stock_action;if(l==="turn")g+='<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round"><path d="M70 58A22 22 0 1 0 72 78"/></g><path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>';else if(l==="redeal"){let f=typeof t.redeal_pile=="number"?String(t.redeal_pile):"";g+='<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round"><rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/><rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/><path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g><path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>'+(f?`<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${G(f)}</text>`:"")}else!l&&t.status!=="won"&&(g+='<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>')}else e.kind==="tableau"&&o.fan==="down"&&(g+=`<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${t.variant==="klondike"?"K":""}</text>`);return`<g class="${`solitaire-slot${e.kind==="stock"?" solitaire-stock-hit":""}`}" data-pile="${e.id}" data-index="-1"${x?s:""} transform="translate(${$(a)} ${$(d)}) scale(${$(u)})">${g}${x&&s?c:""}</g>`}var Ke={div:["class","lang"],h3:[],h4:[],p:["class"],ol:[],ul:[],li:["value"],strong:[],em:[],b:[],i:[],br:[],span:["class"],code:[],table:["class"],thead:[],tbody:[],tr:[],th:[],td:[]},Ve=new Set(["script","style","template","iframe","object","embed","svg","math","noscript"]);function Ze(t,o=document){let e=o.createElement("template");e.innerHTML=String(t??"");let r=o.createDocumentFragment(),i=(n,s)=>{for(let c of Array.from(n.childNodes))if(c.nodeType===3)s.appendChild(o.createTextNode(c.nodeValue??""));else if(c.nodeType===1){let u=c,a=u.localName;if(Ve.has(a))continue;let d=Ke[a];if(!d){i(u,s);continue}let x=o.createElement(a);for(let g of d){let h=u.getAttribute(g);h!==null&&x.setAttribute(g,h)}i(u,x),s.appendChild(x)}};return i(e.content,r),r}function Ye(t,o,e){let r=()=>Array.from(t.querySelectorAll(":scope > [role='dialog']:not(.solitaire-hidden)"));return o.addEventListener("solitaire-close",e),{beforeOpen(){for(let i of r())i!==o&&i.dispatchEvent(new Event("solitaire-close"))},shade(){let i=r().length>0;for(let n of Array.from(t.children))n.getAttribute("role")!=="dialog"&&(n.inert=i)}}}function Gt(t,o={}){let e=document.createElement("div");e.className="solitaire-rules-panel solitaire-hidden",e.setAttribute("role","dialog"),e.tabIndex=-1;let r=document.createElement("div");r.className="solitaire-rules-head";let i=document.createElement("button");i.type="button",i.className="solitaire-btn solitaire-rules-close";let n=document.createElement("div");n.className="solitaire-rules-body",r.append(i),e.append(r,n),t.append(e);let s="",c=()=>{e.classList.contains("solitaire-hidden")||(e.classList.add("solitaire-hidden"),t.classList.remove("solitaire-rules-open"),u.shade(),o.onClose?.())},u=Ye(t,e,c);return i.addEventListener("click",c),e.addEventListener("keydown",a=>{a.stopPropagation(),a.key==="Escape"&&(a.preventDefault(),c())}),{panel:e,get isOpen(){return!e.classList.contains("solitaire-hidden")},set(a,d){i.textContent="\u2715 "+(d.close??"Close"),i.title=d.close??"Close",e.setAttribute("aria-label",d.rules??"Rules"),a!==s&&(s=a,n.replaceChildren(Ze(a)))},open(){u.beforeOpen(),e.classList.remove("solitaire-hidden"),t.classList.add("solitaire-rules-open"),u.shade(),e.scrollTop=0,e.focus({preventScroll:!0})},close:c,toggle(){e.classList.contains("solitaire-hidden")?this.open():c()},destroy(){t.classList.remove("solitaire-rules-open"),e.remove(),u.shade()}}}var Jt="solitaire-replay-style",Xe=`
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
`,Y=t=>`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${t}" fill="currentColor"/></svg>`,mt={first:Y("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),prev:Y("M3 2h2v12H3zM13 2v12L6 8z"),play:Y("M4 2v12l10-6z"),pause:Y("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),next:Y("M3 2v12l7-6zM11 2h2v12h-2z"),last:Y("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z")},lt={first:"Home",prev:"\u2190",play:"Space",pause:"Space",next:"\u2192",last:"End"},Ge=new Set(["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"," ","PageUp","PageDown"]);function Je(t){let o=t.ownerDocument,e=t.getRootNode(),r=e&&e.nodeType===11?e:o.head;if(r.querySelector(`#${Jt}`))return;let i=o.createElement("style");i.id=Jt,i.textContent=Xe,r.appendChild(i)}function ct(t,o){let e=t.frames[o],r=0,i=t.piles.map((s,c)=>{let u=e.p[c],a=[];for(let x=0;x<u.length;x+=2){let g=u.slice(x,x+2);a.push(g==="--"?null:g)}s.kind==="stock"&&(r=a.length);let d={...s,cards:a};return e.d&&(d.face_down=e.d[c]),d}),n=t.labels||{};return{version:o,variant:t.variant,title:t.title,layout:t.layout,draw_count:t.draw_count,lang:t.lang,deal:t.deal,move_count:o,status:t.status?t.status[o]:"playing",piles:i,legal:{},auto:{},hint:null,last_move:t.last_move?t.last_move[o]:null,message:null,stock_label:r>1?"":String(r),show_targets:!1,labels:t.table_labels&&Object.keys(t.table_labels).length?t.table_labels:{stock:n.stock,waste:n.waste,foundation:n.foundation,pile:n.pile,empty:n.empty,face_up:n.face_up,face_down:n.face_down}}}function F(t,o,e={}){let r=document.createElement(t);return r.className=o,Object.assign(r,e),r}function Qt(t,o,e={}){nt(t),Je(t);let r=o.frames.length-1,i=o.labels||{},n=F("div","solitaire-root solitaire-replay",{tabIndex:0});n.setAttribute("data-lm-suppress-shortcuts","true"),n.setAttribute("role","region"),n.setAttribute("aria-label",o.title||"Replay");let s=F("div","solitaire-replay-bar"),c=(L,P,O)=>{let yt=F("button",`solitaire-btn solitaire-replay-btn ${L}`,{type:"button",innerHTML:mt[P],title:`${O} (${(P==="play"||P==="pause")&&i.space||lt[P]})`});return yt.setAttribute("aria-label",O),yt},u=c("solitaire-replay-first","first",i.first||"First"),a=c("solitaire-replay-prev","prev",i.prev||"Previous"),d=c("solitaire-replay-play","play",i.play||"Play"),x=c("solitaire-replay-next","next",i.next||"Next"),g=c("solitaire-replay-last","last",i.last||"Last"),h=F("input","solitaire-replay-scrub",{type:"range",min:0,max:r,step:1,value:0});h.setAttribute("aria-label",i.scrubber||"Position");let l=F("span","solitaire-replay-counter");s.append(u,a,d,x,g,h,l);let f=o.table_labels||{},p=null,y=null;o.rules_html&&(y=F("button","solitaire-btn solitaire-rules-btn",{type:"button",textContent:f.rules||i.rules||"Rules"}),y.setAttribute("aria-expanded","false"),s.append(y));let k=F("div","solitaire-replay-narration",{role:"status"});k.setAttribute("aria-live","polite");let A=F("div","solitaire-replay-comment"),m=F("div","solitaire-replay-table");m.style.position="relative",n.append(s,k,A,m),t.appendChild(n);let w=qt(n);y&&(p=Gt(m,{onClose:()=>{y.setAttribute("aria-expanded","false"),y.focus()}}),p.set(o.rules_html,{rules:f.rules||i.rules,close:f.close||i.close}),y.addEventListener("click",()=>{p.toggle(),y.setAttribute("aria-expanded",String(p.isOpen))}));let v=Math.max(0,Math.min(r,e.index??0)),R=Xt(m,ct(o,v),{interactive:!1,showFaceDown:!!o.show_face_down,width:e.width}),b=null,S=()=>{R.update(ct(o,v)),h.value=String(v),l.textContent=v===0?i.deal||"Deal":(i.position||"Move {i} of {n}").replace("{i}",String(v)).replace("{n}",String(r));let L=o.parts?o.parts[v]:null;L?(k.textContent=[L.action,L.rule,...L.effects||[]].filter(Boolean).join(" "),A.textContent=L.comment||""):(k.textContent=o.narration[v]||"",A.textContent=""),u.disabled=a.disabled=v===0,x.disabled=g.disabled=v===r,n.dataset.index=String(v)},C=(L,P=!0)=>{let O=Math.max(0,Math.min(r,Math.round(L)));O!==v&&(v=O,S(),P&&e.onIndex&&e.onIndex(v))},E=()=>{b!==null&&clearInterval(b),b=null,d.innerHTML=mt.play,d.setAttribute("aria-label",i.play||"Play"),d.title=`${i.play||"Play"} (${i.space||lt.play})`,n.dataset.playing="false"},W=()=>{v===r&&C(0),d.innerHTML=mt.pause,d.setAttribute("aria-label",i.pause||"Pause"),d.title=`${i.pause||"Pause"} (${i.space||lt.pause})`,n.dataset.playing="true",b=setInterval(()=>{v>=r?E():C(v+1)},q)},q=e.interval??900;return u.addEventListener("click",()=>{E(),C(0)}),a.addEventListener("click",()=>{E(),C(v-1)}),x.addEventListener("click",()=>{E(),C(v+1)}),g.addEventListener("click",()=>{E(),C(r)}),d.addEventListener("click",()=>b===null?W():E()),h.addEventListener("input",()=>{E(),C(Number(h.value))}),n.addEventListener("keydown",L=>{if(!Ge.has(L.key)||L.altKey||L.ctrlKey||L.metaKey)return;L.stopPropagation();let O={ArrowLeft:()=>{E(),C(v-1)},ArrowRight:()=>{E(),C(v+1)},Home:()=>{E(),C(0)},End:()=>{E(),C(r)}," ":()=>b===null?W():E()}[L.key];O&&!(L.target instanceof HTMLButtonElement&&L.key===" ")&&(L.preventDefault(),O())}),S(),n.dataset.playing="false",{root:n,table:R,get index(){return v},seek:C,step:()=>C(v+1),back:()=>C(v-1),play:W,pause:E,setInterval(L){!(L>0)||L===q||(q=L,b!==null&&(clearInterval(b),b=null,W()))},destroy(){E(),w(),p?.destroy(),n.remove()}}}var Qe={mountReplay:Qt,expandFrame:ct};return ne(to);})();
