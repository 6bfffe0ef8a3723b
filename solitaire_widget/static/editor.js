var ve="#c0142c",ke="#1b1e24";function Ft(t){let e=t[0],i=t[1];return{rank:e,suit:i,red:i==="H"||i==="D"}}function Ut(t){return t==="T"?"10":t}var we={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function ot(t,e,i,r,c,p=!1){let s=r/100,a=p?" rotate(180 50 50)":"";return`<path d="${we[t]}" fill="${c}" transform="translate(${kt(e-r/2)} ${kt(i-r/2)}) scale(${kt(s)})${a}"/>`}function kt(t){return Number.isInteger(t)?String(t):t.toFixed(2)}var M=31,q=50,E=69,N=29,z=111,K=70,st=56.3,lt=83.7,zt={2:[[q,N],[q,z]],3:[[q,N],[q,K],[q,z]],4:[[M,N],[E,N],[M,z],[E,z]],5:[[M,N],[E,N],[q,K],[M,z],[E,z]],6:[[M,N],[E,N],[M,K],[E,K],[M,z],[E,z]],7:[[M,N],[E,N],[q,49.5],[M,K],[E,K],[M,z],[E,z]],8:[[M,N],[E,N],[q,49.5],[M,K],[E,K],[q,90.5],[M,z],[E,z]],9:[[M,N],[E,N],[M,st],[E,st],[q,K],[M,lt],[E,lt],[M,z],[E,z]],T:[[M,N],[E,N],[q,42.6],[M,st],[E,st],[M,lt],[E,lt],[q,97.4],[M,z],[E,z]]},Ot=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function ye(t,e,i){let r=Ut(t),c=r.length>1;return`<g class="solitaire-index"><text x="${c?12.6:11.5}" y="23" text-anchor="middle" font-size="${c?19:22}"${c?' letter-spacing="-2.2"':""} ${Ot} fill="${i}">${r}</text>`+ot(e,11.5,31.5,12,i)+"</g>"}function $e(t,e,i,r){let s=e-13,a=i-14/2;return`<polygon points="${t==="K"?`${s},${a+14} ${s},${a} ${s+26*.25},${a+14*.55} ${s+26/2},${a-2} ${s+26*.75},${a+14*.55} ${s+26},${a} ${s+26},${a+14}`:`${s},${a+14} ${s+2},${a+3} ${s+26*.3},${a+14*.6} ${s+26/2},${a+1} ${s+26*.7},${a+14*.6} ${s+26-2},${a+3} ${s+26},${a+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${e}" cy="${a+14*.72}" r="2" fill="${r}"/>`}function Se(t,e,i){return`<path d="M${t-11} ${e+7}C${t-6} ${e-8} ${t+6} ${e-10} ${t+13} ${e-7}C${t+5} ${e-3} ${t-2} ${e+2} ${t-11} ${e+7}Z" fill="#e7b53c" stroke="${i}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${t-11} ${e+7}L${t+9} ${e-6}" stroke="${i}" stroke-width="0.9"/>`}function Ce(t,e,i,r){let c=(t==="J"?Se(50,30,i):$e(t,50,30,i))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${Ot} fill="${i}">${t}</text>`+ot(e,32.5,29,10,i)+ot(e,67.5,29,10,i);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${i}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${i}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${i}" stroke-opacity="0.4" stroke-width="0.8"/>`+c+`<g transform="rotate(180 50 70)">${c}</g>`}function Wt(t,e={}){let{rank:i,suit:r,red:c}=Ft(t),p=c?ve:ke,s=ye(i,r,p),a="";if(i==="A")a=ot(r,50,70,r==="S"?46:40,p),r==="S"&&(a+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${p}" stroke-opacity="0.25" stroke-width="1"/>`);else if(zt[i]){let u=i==="T"||i==="9"?17:18;a=zt[i].map(([l,g])=>`<g class="solitaire-pip">${ot(r,l,g,u,p,g>K+1)}</g>`).join("")}else a=Ce(i,r,p,e.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+a+s+`<g transform="rotate(180 50 70)">${s}</g></g>`}function Pt(t){return`<pattern id="${t}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${t}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function ct(t,e){let{rank:i,suit:r}=Ft(t),c=e?.ranks?.[i]??Ut(i),p=e?.suits?.[r]??r;return(e?.card_name??"{rank} of {suit}").replace("{rank}",c).replace("{suit}",p)}var Le={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},wt=3;function Ae(t){let e=t.draw_count;return typeof e=="number"&&e>=1?Math.min(e,wt):wt}function yt(t,e,i={}){let r={...Le,...i};return(t.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?De(t,e,r):_e(t,e,r)}function Bt(t,e,i,r){let c=t/(e+(e-1)*i+2*i);return Math.max(r.minCardW,Math.min(r.maxCardW,c))}var v=t=>Math.round(t*100)/100;function et(t,e,i){let r=t.cards.length,c=t.face_down??0,p=t.cards.map((s,a)=>({index:a,code:s,faceUp:s!==null&&a>=c,x:e.x,y:e.y}));return{id:t.id,kind:t.kind,fan:"square",slot:e,drop:Me(e,i),cards:p,count:r}}function Me(t,e){return{x:v(t.x-e),y:v(t.y-e),w:v(t.w+2*e),h:v(t.h+2*e)}}function Ee(t,e,i,r,c,p){let s=t.cards.length,a=r.faceDownStep*i,u=r.faceUpStep*i,l=t.cards.slice(0,-1).map(w=>w===null?"d":"u"),g=()=>l.reduce((w,A)=>w+(A==="d"?a:u),0);if(c!==void 0&&s>1){let w=c-e.y-i,A=g();if(A>w&&w>0){let R=Math.max(.35,w/A);a*=R,u*=R}}let b=e.y,x=t.cards.map((w,A)=>{let R={index:A,code:w,faceUp:w!==null&&A>=(t.face_down??0),x:e.x,y:v(b)};return b+=w===null?a:u,R}),T=s?x[s-1].y+i:e.y+i;return{id:t.id,kind:t.kind,fan:"down",slot:e,drop:{x:v(e.x-p),y:v(e.y-p),w:v(e.w+2*p),h:v(T-e.y+i*.35+p)},cards:x,count:s}}function Te(t,e,i,r,c,p){let s=t.cards.length,a=Math.max(0,s-p),u=r.wasteFan*i,l=t.cards.map((b,x)=>({index:x,code:b,faceUp:b!==null,x:v(e.x+Math.max(0,x-a)*u),y:e.y})),g=s?l[s-1].x+i:e.x+i;return{id:t.id,kind:t.kind,fan:"right",slot:e,drop:{x:v(e.x-c),y:v(e.y-c),w:v(g-e.x+2*c),h:v(e.h+2*c)},cards:l,count:s,shown:p}}function _e(t,e,i){let r=t.piles,c=r.filter(n=>n.kind==="foundation"),p=r.filter(n=>n.kind==="tableau"),s=Math.max(7,p.length,c.length+3),a=.14,u=Bt(e,s,a,i),l=u*1.4,g=u*a,b=s*u+(s-1)*g,x=Math.max(g,(e-b)/2),T=n=>v(x+n*(u+g)),w=g,A=Math.max(14,l*.14),R=w+l+A+g*.6,F=g/2,I=(p.length?Math.max(0,p.length-1)*i.faceDownStep+Math.max(0,i.faceUpRoom-1)*i.faceUpStep:0)*l,_=R+l+I+g,P=i.maxHeight?Math.min(_,i.maxHeight):_,J=P-g,Z={},tt=[];for(let n of r){let m;if(n.kind==="stock")m=et(n,{x:T(0),y:w,w:u,h:l},F),m.label={x:v(T(0)+u/2),y:v(w+l+A*.8),text:""};else if(n.kind==="waste")m=Te(n,{x:T(1),y:w,w:u,h:l},u,i,F,Ae(t));else if(n.kind==="foundation"){let H=c.indexOf(n);m=et(n,{x:T(s-c.length+H),y:w,w:u,h:l},F)}else{let H=p.indexOf(n);m=Ee(n,{x:T(H),y:v(R),w:u,h:l},l,i,J,F);let k=m.cards.length?m.cards[m.cards.length-1].y+l:R+l;P=Math.max(P,k+g)}Z[n.id]=m,tt.push(n.id)}return{width:v(e),height:v(P),cardW:v(u),cardH:v(l),gap:v(g),kind:"klondike",piles:Z,order:tt}}function De(t,e,i){let r=t.piles,c=r.filter(n=>n.kind==="foundation"),p=r.filter(n=>n.kind==="tableau"),s=Math.max(c.length,Math.ceil(p.length/2),1),a=s+1,u=.16,l=Bt(e,a,u,i),g=l*1.4,b=l*u,x=a*l+(a-1)*b,T=Math.max(b,(e-x)/2),w=n=>v(T+n*(l+b)),A=b,R=Math.max(14,g*.15),F=[A+g+R+b*.9];F.push(F[0]+g+b*1.1);let I=b/2,_={},P=[0,0];p.forEach((n,m)=>{let H=Math.min(1,Math.max(0,typeof n.row=="number"?n.row:m<s?0:1));_[n.id]={row:H,col:P[H]++}});let J={},Z=[];for(let n of r){let m;if(n.kind==="stock")m=et(n,{x:w(0),y:A,w:l,h:g},I),m.label={x:v(w(0)+l/2),y:v(A+g+R*.8),text:""};else if(n.kind==="waste")m=et(n,{x:w(0),y:v(F[0]),w:l,h:g},I);else if(n.kind==="foundation"){let H=c.indexOf(n),k=w(1+H);m=et(n,{x:k,y:A,w:l,h:g},I),m.label={x:v(k+l/2),y:v(A+g+R*.8),text:n.label??""}}else{let{row:H,col:k}=_[n.id];m=et(n,{x:w(1+k%s),y:v(F[H]),w:l,h:g},I)}J[n.id]=m,Z.push(n.id)}let tt=F[1]+g+b*1.2;return{width:v(e),height:v(tt),cardW:v(l),cardH:v(g),gap:v(b),kind:"matrimony",piles:J,order:Z}}function dt(t){return t.fan==="down"?t.cards:t.fan==="right"?t.cards.slice(-(t.shown??wt)):t.cards.slice(-1)}function ut(t,e,i){return e>=t.x&&e<=t.x+t.w&&i>=t.y&&i<=t.y+t.h}function $t(t,e,i){let{cardW:r,cardH:c}=t;for(let p=t.order.length-1;p>=0;p--){let s=t.piles[t.order[p]],a=dt(s);for(let u=a.length-1;u>=0;u--){let l=a[u];if(ut({x:l.x,y:l.y,w:r,h:c},e,i))return{pile:s.id,index:s.fan==="down"?l.index:s.count-1}}if(!a.length&&ut(s.slot,e,i))return{pile:s.id,index:-1}}return null}function St(t,e,i){let r=null,c=0;for(let p of t.order){if(p===i)continue;let s=t.piles[p];if(s.kind==="stock")continue;let a=s.drop,u=Math.min(e.x+e.w,a.x+a.w)-Math.max(e.x,a.x),l=Math.min(e.y+e.h,a.y+a.h)-Math.max(e.y,a.y);if(u<=0||l<=0)continue;let g=u*l;g>c&&(c=g,r=p)}return c>=.12*e.w*e.h?r:null}function pt(t){let e=[];for(let i of t.order){let r=t.piles[i];if(r.fan==="down"){let c=r.cards.filter(p=>p.faceUp);if(c.length)for(let p of c)e.push({pile:i,index:p.index});else e.push({pile:i,index:r.count-1})}else e.push({pile:i,index:r.count-1})}return e}function qt(t,e){let i=t.piles[e.pile],r=e.index>=0?i.cards[e.index]:null,c=r?r.x:i.slot.x,p=r?r.y:i.slot.y;return{x:c+t.cardW/2,y:p+(r&&i.fan==="down"?t.cardH*.12:t.cardH/2)}}function Ct(t,e,i){let r=pt(t);if(!r.length)return null;if(!e)return r[0];let c=r.find(u=>u.pile===e.pile&&u.index===e.index)??r.find(u=>u.pile===e.pile);if(!c)return r[0];if(i==="up"||i==="down"){let u=r.filter(g=>g.pile===c.pile),l=u.indexOf(c)+(i==="down"?1:-1);if(l>=0&&l<u.length)return u[l]}let p=qt(t,c);if(i==="left"||i==="right"){let u=t.piles[c.pile].slot.y,l=null,g=1/0;for(let x of t.order){let T=t.piles[x];if(x===c.pile||Math.abs(T.slot.y-u)>1)continue;let w=(T.slot.x-t.piles[c.pile].slot.x)*(i==="right"?1:-1);w>1&&w<g&&(g=w,l=x)}if(!l)return c;let b=r.filter(x=>x.pile===l);return b[b.length-1]}let s=null,a=1/0;for(let u of r){if(u.pile===c.pile)continue;let l=qt(t,u),g=i==="up"?p.y-l.y:l.y-p.y,b=Math.abs(l.x-p.x);if(g<=1)continue;let x=g+3*b;x<a&&(a=x,s=u)}return s??c}function je(t,e){return String(t).replace(/\{(\w+)\}/g,(i,r)=>r in e?String(e[r]):i)}function Kt(t,e){let i=t.labels??{};if(e==="stock")return i.stock??"Stock";if(e==="waste")return i.waste??"Waste";let r=/^([ft])(\d+)$/.exec(e);return r?je(r[1]==="f"?i.foundation??"Foundation {n}":i.pile??"Pile {n}",{n:r[2]}):e}function Re(){let t=new Uint32Array(2);return globalThis.crypto.getRandomValues(t),Array.from(t,e=>e.toString(36).padStart(7,"0")).join("")}function Xt(t,e={}){let i=e.timeout??400,r=e.retries??5,c=e.session??Re(),p=e.setTimer??((b,x)=>setTimeout(b,x)),s=e.clearTimer??(b=>clearTimeout(b)),a=new Map,u=0,l={sent:0,resent:0,acked:0,givenUp:0},g=b=>{let x=a.get(b);x&&(x.timer=p(()=>{if(a.has(b)){if(x.attempt>=r){a.delete(b),l.givenUp+=1,e.onGiveUp?.(x.msg);return}x.attempt+=1,l.resent+=1,e.onResend?.(x.msg,x.attempt),t(x.msg),g(b)}},i*2**x.attempt))};return{session:c,stats:l,send(b){u+=1;let x=`${c}-${u}`,T={...b,id:x};return a.set(x,{msg:T,attempt:0,timer:null}),l.sent+=1,t(T),g(x),x},ack(b){let x=typeof b=="string"?a.get(b):void 0;return x?(s(x.timer),a.delete(b),l.acked+=1,!0):!1},pending:()=>[...a.keys()],destroy(){for(let b of a.values())s(b.timer);a.clear()}}}var Yt=5,Vt=400;var Ie=`
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
/* the counter's words (Moves, Time, Score) give way first: up to 1100 px it shows its
   icons and figures only (each part keeps its word as a tooltip and in the text) */
@container (max-width: 1100px) {
  .solitaire-counter .solitaire-btn-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
}
/* Hint and Rules: their words, or in a very narrow table (a 700 px notebook, with a
   9-digit deal and a score in Italian) an icon, the words kept as the label */
.solitaire-toolbar .solitaire-narrow-icon { display: none; }
@container (max-width: 760px) {
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
`;function te(t){let e=t.getRootNode?t.getRootNode():document,i=e&&e.nodeType===11?e:document.head;if(!i||i.querySelector&&i.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=Ie,i.appendChild(r)}var Zt=new Set(["dark","dark-mode","dark-theme","theme-dark"]),Gt=new Set(["light","light-mode","light-theme","theme-light"]),ee=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function He(t){let e=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);if(e){let a=e[4]===void 0?1:e[4].endsWith("%")?parseFloat(e[4])/100:parseFloat(e[4]);return[+e[1],+e[2],+e[3],a]}if(typeof document>"u")return null;let i=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!i)return null;i.clearRect(0,0,1,1),i.fillStyle="#00000000",i.fillStyle=t,i.fillRect(0,0,1,1);let[r,c,p,s]=i.getImageData(0,0,1,1).data;return[r,c,p,s/255]}function Ne(t){let e=i=>{let r=i/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*e(t[0])+.7152*e(t[1])+.0722*e(t[2])}function ze(t){let e=t;for(;e;){if(e.nodeType===1){let i=He(getComputedStyle(e).backgroundColor);if(i&&i[3]>=.5)return i}e=e.parentNode||(e.nodeType===11?e.host:null)}return null}function Jt(t){if(!t)return null;for(let e of t.classList){if(Zt.has(e))return"dark";if(Gt.has(e))return"light"}for(let e of ee){let i=(t.getAttribute(e)||"").toLowerCase();if(Zt.has(i))return"dark";if(Gt.has(i))return"light"}return null}function Fe(t){let e=t.ownerDocument||document,i=e.body,r=e.documentElement,c=i&&i.getAttribute("data-jp-theme-light");if(c==="true"||c==="false")return{scheme:c==="true"?"light":"dark",source:"jupyter"};let p=i?`${i.className} ${i.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(p))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(p))return{scheme:"dark",source:"vscode"};let s=Jt(i)||Jt(r);if(s)return{scheme:s,source:"page"};let a=t.isConnected?ze(t.parentNode||t):null;if(a)return{scheme:Ne(a)<.18?"dark":"light",source:"background"};let u=t.nodeType===1?getComputedStyle(t).colorScheme:"";return u==="dark"||u==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var Qt=new WeakMap;function ie(t){let e=()=>{let a=t.dataset.themeChoice,{scheme:u,source:l}=a==="light"||a==="dark"?{scheme:a,source:"setting"}:Fe(t);if(t.dataset.theme===u&&t.dataset.themeSource===l)return;t.classList.add("solitaire-no-transition"),t.classList.toggle("solitaire-dark",u==="dark"),t.classList.toggle("solitaire-light",u==="light");let g=l==="prefers-color-scheme"||l==="color-scheme"||l==="setting";t.classList.toggle("solitaire-own-bg",g),t.classList.toggle("solitaire-theme-fixed",l==="setting"),t.dataset.theme=u,t.dataset.themeSource=l,t.offsetHeight,t.classList.remove("solitaire-no-transition")};Qt.set(t,e),e();let i=t.ownerDocument||document,r=new MutationObserver(e),c=["class","data-jp-theme-light","data-vscode-theme-kind","style",...ee];for(let a of[i.documentElement,i.body])a&&r.observe(a,{attributes:!0,attributeFilter:c});let p=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;p?.addEventListener?.("change",e);let s=typeof requestAnimationFrame=="function"?requestAnimationFrame(e):0;return()=>{Qt.delete(t),r.disconnect(),p?.removeEventListener?.("change",e),s&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(s)}}var Ue="http://www.w3.org/2000/svg",re="solitaire-editor-style",Oe=`
.solitaire-editor .solitaire-toolbar { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; margin: 0 0 6px; }
.solitaire-editor-title { font-weight: 600; font-size: 1.1em; margin-right: 6px; }
.solitaire-editor-counter { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-editor-counter-value { min-width: 2.5em; text-align: center; font-variant-numeric: tabular-nums; font-weight: 600; }
.solitaire-editor-verdict { margin: 0 0 6px; padding: 5px 10px; border-radius: 6px; border-left: 5px solid; line-height: 1.4; user-select: text; -webkit-user-select: text; }
.solitaire-editor-valid { border-color: #2e7d32; background: rgba(46,125,50,0.12); }
.solitaire-editor-invalid { border-color: var(--solitaire-error); background: var(--solitaire-error-bg); }
.solitaire-editor-verdict b { margin-right: 6px; }
.solitaire-editor-strip { display: flex; flex-wrap: wrap; align-items: center; gap: 3px; margin: 6px 0; }
.solitaire-editor-strip-caption { width: 100%; color: var(--solitaire-fg-dim); }
.solitaire-editor-chip { font: inherit; min-width: 2.6em; padding: 2px 4px; border-radius: 4px; cursor: pointer;
  border: 1px solid var(--solitaire-border); background: #fff; font-variant-numeric: tabular-nums; }
.solitaire-editor-chip.red { color: #c0142c; } .solitaire-editor-chip.black { color: #1b1e24; }
.solitaire-editor-chip[aria-pressed="true"] { outline: 3px solid var(--solitaire-select, #ffcf3f); outline-offset: 1px; }
.solitaire-editor-chip:focus-visible { outline: 2px solid var(--solitaire-focus); outline-offset: 2px; }
.solitaire-editor-chip-end { background: var(--solitaire-surface-2); color: var(--solitaire-fg); }
.solitaire-editor-text { display: block; margin: 4px 0; padding: 4px 6px; font-size: 0.85em; word-break: break-all;
  background: var(--solitaire-surface-2); border-radius: 4px; user-select: all; -webkit-user-select: all; }
.solitaire-editor-help { color: var(--solitaire-fg-dim); margin: 2px 0; }
.solitaire-editor .solitaire-card[data-stop] { cursor: grab; }
.solitaire-editor .solitaire-card:focus .solitaire-focus-ring, .solitaire-editor .solitaire-slot:focus .solitaire-focus-ring { opacity: 1; }
`,it=t=>String(t).replace(/[&<>"]/g,e=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[e]??e),C=t=>(Math.round(t*100)/100).toString(),We=0;function Pe(t){let e=t.getRootNode(),i=e&&e.nodeType===11?e:document.head;if(i.querySelector(`#${re}`))return;let r=document.createElement("style");r.id=re,r.textContent=Oe,i.appendChild(r)}function L(t,e,i={}){let r=document.createElement(t);return r.className=e,Object.assign(r,i),r}function oe(t){return{...t,piles:t.piles.map(e=>({...e,cards:[...e.cards]}))}}function ne(t,e,i){let r=t.piles[e];return!r||i<0||i>=r.count?0:r.fan==="down"?r.count-i:1}function Be(t,e,i){return e?t?t.pile===e.pile&&(t.index===e.index||i===0)?{intent:null,selection:null}:t.pile===e.pile&&e.index>=0?{intent:null,selection:{...e,count:i}}:{intent:{kind:"move",src:t.pile,index:t.index,count:t.count,dst:e.pile},selection:null}:e.index>=0&&i>0?{intent:null,selection:{...e,count:i}}:{intent:null,selection:null}:{intent:null,selection:null}}function qe({model:t,el:e}){te(e),Pe(e);let i=`solitaire-ed${++We}`,r=L("div","solitaire-root solitaire-editor"),c=L("div","solitaire-toolbar"),p=L("span","solitaire-editor-title"),s=L("button","solitaire-btn solitaire-editor-undo",{type:"button"}),a=L("button","solitaire-btn solitaire-editor-reset",{type:"button"}),u=L("button","solitaire-btn solitaire-editor-sort",{type:"button"}),l=L("button","solitaire-btn solitaire-editor-flip",{type:"button"}),g=L("span","solitaire-spacer"),b=L("span","solitaire-editor-counter"),x=L("span","solitaire-label"),T=L("button","solitaire-btn solitaire-editor-minus",{type:"button",textContent:"\u2212"}),w=L("span","solitaire-editor-counter-value"),A=L("button","solitaire-btn solitaire-editor-plus",{type:"button",textContent:"+"});b.append(x,T,w,A),c.append(p,s,a,u,l,g,b);let R=L("div","solitaire-editor-verdict",{role:"status"});R.setAttribute("aria-live","polite");let F=L("div","solitaire-message",{role:"alert"}),I=L("div","solitaire-table solitaire-interactive",{tabIndex:-1});I.setAttribute("data-lm-suppress-shortcuts","true");let _=document.createElementNS(Ue,"svg");_.setAttribute("class","solitaire-svg"),_.setAttribute("role","group"),I.appendChild(_);let P=L("div","solitaire-editor-strip",{role:"group"}),J=L("div","solitaire-editor-help"),Z=L("code","solitaire-editor-text");r.append(c,R,F,I,P,J,Z),e.appendChild(r);let tt=ie(r),n=null,m=null,H=0,k=null,U=null,y=null,ft=Xt(o=>t.send(o)),X=o=>{o&&ft.send(o)},Lt=o=>{o&&typeof o=="object"&&"ack"in o&&ft.ack(o.ack)},At=()=>I.clientWidth||e.clientWidth||760,j=o=>n&&n.labels&&n.labels[o]||o,ae=(o,f)=>{let d=n.piles.find(h=>h.id===o);return d&&f>=0&&f<d.cards.length?{code:d.cards[f],up:d.up[f]}:null},se=(o,f)=>{let d=Kt(n,o),h=ae(o,f);return h?`${ct(h.code,n.labels)}, ${d}, ${h.up?j("face_up"):j("face_down")}`:`${d}, ${j("empty")}`},Y=()=>{let o=m,{cardW:f,cardH:d}=o,h=f/100,W=pt(o),B=new Set(W.map($=>`${$.pile}/${$.index}`)),vt={};for(let $ of W)vt[$.pile]=`${$.pile}/${$.index}`;U&&B.has(`${U.pile}/${U.index}`)&&(vt[U.pile]=`${U.pile}/${U.index}`);let _t=($,D)=>{let G=`${$}/${D}`;return B.has(G)?` data-stop="${G}" tabindex="${vt[$]===G?0:-1}" role="button" aria-label="${it(se($,D))}"`:""},Dt='<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>',V=[`<defs>${Pt(i)}</defs>`],jt=[];for(let $ of o.order){let D=o.piles[$],G=n.piles.find(S=>S.id===$);if(!G)continue;V.push(`<g class="solitaire-pile solitaire-pile-${D.kind}" data-pile-id="${$}">`);let It=D.count===0;V.push(`<g class="solitaire-slot" data-pile="${$}" data-index="-1"${It?_t($,-1):""} transform="translate(${C(D.slot.x)} ${C(D.slot.y)}) scale(${C(h)})"><rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="6 4"/>`+(It?Dt:"")+"</g>");for(let S of dt(D)){let rt=G.up[S.index],at=y&&y.src===$&&S.index>=y.index&&S.index<y.index+y.count,Ht=D.fan!=="down"&&S.index!==D.count-1?"":_t($,S.index),he=rt?"":'<rect class="solitaire-editor-down" x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.42"/><rect x="0.5" y="118" width="99" height="21.5" rx="4" fill="#1d3f74"/>'+($==="stock"?"":`<rect x="58" y="4" width="38" height="24" rx="3" fill="url(#${i}-lattice)" stroke="#e9d9a6" stroke-width="1"/>`)+`<text x="50" y="133" text-anchor="middle" font-size="12.5" font-weight="700" fill="#fff">${it(j("face_down"))}</text>`,me=k&&k.pile===$&&S.index>=k.index&&S.index<k.index+k.count,Nt=`<g class="solitaire-card" data-pile="${$}" data-index="${S.index}" data-card="${S.code}" data-up="${rt?1:0}"${Ht} transform="translate(${C(S.x)} ${C(S.y)}) scale(${C(h)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+Wt(S.code,{courtFill:`url(#${i}-court)`})+he+(me&&!y?'<rect class="solitaire-select-ring" x="-2" y="-2" width="104" height="144" rx="9" fill="none" stroke="var(--solitaire-select)" stroke-width="4"/>':"")+(Ht?Dt:"")+"</g>";at?jt.push(Nt):V.push(Nt)}if(D.fan==="square"&&D.count>1){let S=Math.max(8,f*.13),rt=D.slot.x+f-3-S*1.4,at=D.slot.y+3+S*.78;V.push(`<g class="solitaire-badge" pointer-events="none"><rect x="${C(rt-S*1.4)}" y="${C(at-S*.78)}" width="${C(S*2.8)}" height="${C(S*1.56)}" rx="${C(S*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${C(rt)}" y="${C(at+S*.36)}" text-anchor="middle" font-size="${C(S*1.02)}" font-weight="700" fill="#fff">${D.count}</text></g>`)}if(D.label&&D.label.text){let S=G.dir==="down"?"\u2193 ":G.dir==="up"?"\u2191 ":"";V.push(`<text class="solitaire-pile-label" x="${C(D.label.x)}" y="${C(D.label.y)}" text-anchor="middle" font-size="${C(Math.max(8.5,.13*f))}">${it(S+D.label.text)}</text>`)}V.push("</g>")}if(y&&y.over&&o.piles[y.over]){let $=o.piles[y.over].drop;V.push(`<rect class="solitaire-over-ring" x="${C($.x)}" y="${C($.y)}" width="${C($.w)}" height="${C($.h)}" rx="8" fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-width="3.6" pointer-events="none"/>`)}y&&V.push(`<g class="solitaire-drag" transform="translate(${C(y.dx)} ${C(y.dy)})" pointer-events="none">${jt.join("")}</g>`);let Rt=r.getRootNode().activeElement??document.activeElement,xe=I.contains(Rt)&&Rt!==I;_.innerHTML=V.join(""),_.setAttribute("viewBox",`0 0 ${C(o.width)} ${C(o.height)}`),_.setAttribute("aria-label",n.title??"Position editor"),xe&&bt(U)},nt=()=>{let o=n.piles.find(d=>d.id==="stock");P.replaceChildren(),P.setAttribute("aria-label",j("stock_strip")),P.append(L("span","solitaire-editor-strip-caption",{textContent:j("stock_strip")})),o.cards.forEach((d,h)=>{let W=d[1]==="H"||d[1]==="D",B=L("button",`solitaire-editor-chip ${W?"red":"black"}`,{type:"button"});B.textContent=(d[0]==="T"?"10":d[0])+{S:"\u2660",H:"\u2665",D:"\u2666",C:"\u2663"}[d[1]],B.dataset.index=String(h),B.dataset.card=d,B.setAttribute("aria-label",`${h+1}: ${ct(d,n.labels)}`),B.setAttribute("aria-pressed",k&&k.pile==="stock"&&k.index===h?"true":"false"),B.addEventListener("click",()=>Et(h)),P.append(B)});let f=L("button","solitaire-editor-chip solitaire-editor-chip-end",{type:"button",textContent:"\u21E5"});f.title=j("to_stock_end"),f.setAttribute("aria-label",j("to_stock_end")),f.addEventListener("click",()=>Et(o.cards.length)),P.append(f)},le=()=>{n&&(p.textContent=n.title,s.textContent=j("undo"),s.disabled=!n.can_undo,a.textContent=j("reset"),u.textContent=j("sort"),l.textContent=j("flip"),l.hidden=!n.auto_flip,x.textContent=j(n.counter_kind),w.textContent=String(n.counter),T.disabled=n.counter<=0,T.setAttribute("aria-label",`${j(n.counter_kind)} \u2212 1`),A.setAttribute("aria-label",`${j(n.counter_kind)} + 1`),A.disabled=typeof n.counter_max=="number"&&n.counter>=n.counter_max,R.className="solitaire-editor-verdict "+(n.valid?"solitaire-editor-valid":"solitaire-editor-invalid"),R.innerHTML=n.valid?`<b>\u2713 ${it(j("valid"))}</b>`:`<b>\u2717 ${it(j("invalid"))}:</b><span class="solitaire-editor-problem">${it(n.problem)}</span>`,F.textContent=n.message?n.message.text:"",F.className="solitaire-message"+(n.message?` solitaire-message-${n.message.kind}`:""),F.style.display=n.message?"":"none",J.textContent=j("help"),Z.textContent=n.position,Y(),nt())},gt=()=>{let o=t.get("_editor");!o||!Array.isArray(o.piles)||(n=o,H=At(),m=yt(oe(n),H),k=null,y=null,le())};function bt(o){let f=pt(m),d=o&&f.find(W=>W.pile===o.pile&&W.index===o.index);if(!d&&o){let W=f.filter(B=>B.pile===o.pile);d=W[W.length-1]}if(d=d??f[0],!d)return;U=d;let h=_.querySelector(`[data-stop="${d.pile}/${d.index}"]`);if(h){for(let W of _.querySelectorAll(`[data-pile="${d.pile}"][tabindex="0"]`))W.setAttribute("tabindex","-1");h.setAttribute("tabindex","0"),h.focus({preventScroll:!0})}}let Mt=o=>{let f=o?ne(m,o.pile,o.index):0,d=Be(k,o,f);X(d.intent),k=d.selection,Y(),nt()},Et=o=>{let f=n.piles.find(h=>h.id==="stock");if(k)if(k.pile==="stock"&&k.index===o)k=null;else{let h=Math.min(o,f.cards.length-(k.pile==="stock"?k.count:0));X({kind:"move",src:k.pile,index:k.index,count:k.count,dst:"stock",at:h}),k=null}else o<f.cards.length&&(k={pile:"stock",index:o,count:1});Y(),nt(),P.querySelector(`[data-index="${o}"]`)?.focus({preventScroll:!0})},xt=o=>{o&&o.index>=0&&X({kind:"flip",pile:o.pile,index:o.index})},ht=o=>{n&&o>=0&&X({kind:"counter",value:o})};s.addEventListener("click",()=>X({kind:"undo"})),a.addEventListener("click",()=>X({kind:"reset"})),u.addEventListener("click",()=>X({kind:"sort"})),l.addEventListener("click",()=>xt(k??U)),T.addEventListener("click",()=>ht(n.counter-1)),A.addEventListener("click",()=>ht(n.counter+1));let ce=o=>{if(o.altKey||o.ctrlKey||o.metaKey||!m)return;let f={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(o.key in f){o.preventDefault();let d=Ct(m,U,f[o.key]);d&&bt(d)}else o.key==="Enter"||o.key===" "?(o.preventDefault(),U?Mt(U):bt(null)):o.key==="f"||o.key==="F"?(o.preventDefault(),xt(U)):o.key==="Escape"?(k=null,Y(),nt()):o.key==="u"||o.key==="U"?(o.preventDefault(),X({kind:"undo"})):(o.key==="+"||o.key==="-")&&(o.preventDefault(),ht(n.counter+(o.key==="+"?1:-1)))},de=o=>{let f=o.target.closest?.("[data-stop]");if(!f)return;let[d,h]=(f.getAttribute("data-stop")??"").split("/");U={pile:d,index:Number(h)}},O=null,Q=null,Tt=(o,f)=>{let d=_.getBoundingClientRect(),h=d.width?m.width/d.width:1;return{x:(o-d.left)*h,y:(f-d.top)*h}},ue=(o,f,d,h)=>{let W=m.piles.stock;return h!=="stock"&&W&&ut(W.drop,o,f)?"stock":St(m,d,h)},pe=o=>{if(o.button!==0||!m)return;let f=Tt(o.clientX,o.clientY),d=$t(m,f.x,f.y);O={id:o.pointerId,hit:d,cx:o.clientX,cy:o.clientY,x:f.x,y:f.y,dragging:!1};try{_.setPointerCapture(o.pointerId)}catch{}d&&d.index>=0&&(o.preventDefault(),I.focus({preventScroll:!0}))},fe=o=>{if(!O||o.pointerId!==O.id)return;let f=O.hit;if(!O.dragging){if(Math.hypot(o.clientX-O.cx,o.clientY-O.cy)<Yt||!f||f.index<0)return;O.dragging=!0,Q=null,k=null,y={src:f.pile,index:f.index,count:ne(m,f.pile,f.index),dx:0,dy:0,over:null}}if(!y)return;let d=Tt(o.clientX,o.clientY);y.dx=d.x-O.x,y.dy=d.y-O.y;let h=m.piles[y.src].cards[y.index];y.over=ue(d.x,d.y,{x:h.x+y.dx,y:h.y+y.dy,w:m.cardW,h:m.cardH},y.src),Y()},ge=o=>{if(!O||o.pointerId!==O.id)return;let f=O;if(O=null,f.dragging){let h=y;y=null,h&&h.over&&h.over!==h.src&&X({kind:"move",src:h.src,index:h.index,count:h.count,dst:h.over}),Y();return}let d=f.hit;if(d&&d.index>=0&&Q&&Q.pile===d.pile&&Q.index===d.index&&o.timeStamp-Q.t<Vt){Q=null,k=null,xt(d),Y();return}Q=d&&d.index>=0&&!k?{...d,t:o.timeStamp}:null,d&&(U=d),Mt(d)},be=()=>{O=null,y&&(y=null,Y())};_.addEventListener("pointerdown",pe),_.addEventListener("pointermove",fe),_.addEventListener("pointerup",ge),_.addEventListener("pointercancel",be),I.addEventListener("keydown",ce),I.addEventListener("focusin",de),t.on("change:_editor",gt),t.on("msg:custom",Lt);let mt=null;if(typeof ResizeObserver<"u"){let o=0;mt=new ResizeObserver(()=>{cancelAnimationFrame(o),o=requestAnimationFrame(()=>{let f=At();!n||Math.abs(f-H)<1||(H=f,m=yt(oe(n),H),Y())})}),mt.observe(I)}return gt(),()=>{t.off("change:_editor",gt),t.off("msg:custom",Lt),ft.destroy(),mt?.disconnect(),tt?.(),r.remove()}}var gi={render:qe};export{ne as carried,Be as clickAction,gi as default,oe as layoutSnapshot};
