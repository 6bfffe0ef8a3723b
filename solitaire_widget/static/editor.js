var ve="#c0142c",ke="#1b1e24";function Ft(t){let e=t[0],i=t[1];return{rank:e,suit:i,red:i==="H"||i==="D"}}function Ut(t){return t==="T"?"10":t}var we={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function at(t,e,i,r,c,p=!1){let s=r/100,a=p?" rotate(180 50 50)":"";return`<path d="${we[t]}" fill="${c}" transform="translate(${wt(e-r/2)} ${wt(i-r/2)}) scale(${wt(s)})${a}"/>`}function wt(t){return Number.isInteger(t)?String(t):t.toFixed(2)}var E=31,B=50,T=69,z=29,F=111,K=70,ct=56.3,dt=83.7,zt={2:[[B,z],[B,F]],3:[[B,z],[B,K],[B,F]],4:[[E,z],[T,z],[E,F],[T,F]],5:[[E,z],[T,z],[B,K],[E,F],[T,F]],6:[[E,z],[T,z],[E,K],[T,K],[E,F],[T,F]],7:[[E,z],[T,z],[B,49.5],[E,K],[T,K],[E,F],[T,F]],8:[[E,z],[T,z],[B,49.5],[E,K],[T,K],[B,90.5],[E,F],[T,F]],9:[[E,z],[T,z],[E,ct],[T,ct],[B,K],[E,dt],[T,dt],[E,F],[T,F]],T:[[E,z],[T,z],[B,42.6],[E,ct],[T,ct],[E,dt],[T,dt],[B,97.4],[E,F],[T,F]]},Ot=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function ye(t,e,i){let r=Ut(t),c=r.length>1;return`<g class="solitaire-index"><text x="${c?12.6:11.5}" y="23" text-anchor="middle" font-size="${c?19:22}"${c?' letter-spacing="-2.2"':""} ${Ot} fill="${i}">${r}</text>`+at(e,11.5,31.5,12,i)+"</g>"}function $e(t,e,i,r){let s=e-13,a=i-14/2;return`<polygon points="${t==="K"?`${s},${a+14} ${s},${a} ${s+26*.25},${a+14*.55} ${s+26/2},${a-2} ${s+26*.75},${a+14*.55} ${s+26},${a} ${s+26},${a+14}`:`${s},${a+14} ${s+2},${a+3} ${s+26*.3},${a+14*.6} ${s+26/2},${a+1} ${s+26*.7},${a+14*.6} ${s+26-2},${a+3} ${s+26},${a+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${e}" cy="${a+14*.72}" r="2" fill="${r}"/>`}function Se(t,e,i){return`<path d="M${t-11} ${e+7}C${t-6} ${e-8} ${t+6} ${e-10} ${t+13} ${e-7}C${t+5} ${e-3} ${t-2} ${e+2} ${t-11} ${e+7}Z" fill="#e7b53c" stroke="${i}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${t-11} ${e+7}L${t+9} ${e-6}" stroke="${i}" stroke-width="0.9"/>`}function Ce(t,e,i,r){let c=(t==="J"?Se(50,30,i):$e(t,50,30,i))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${Ot} fill="${i}">${t}</text>`+at(e,32.5,29,10,i)+at(e,67.5,29,10,i);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${i}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${i}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${i}" stroke-opacity="0.4" stroke-width="0.8"/>`+c+`<g transform="rotate(180 50 70)">${c}</g>`}function Wt(t,e={}){let{rank:i,suit:r,red:c}=Ft(t),p=c?ve:ke,s=ye(i,r,p),a="";if(i==="A")a=at(r,50,70,r==="S"?46:40,p),r==="S"&&(a+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${p}" stroke-opacity="0.25" stroke-width="1"/>`);else if(zt[i]){let d=i==="T"||i==="9"?17:18;a=zt[i].map(([l,g])=>`<g class="solitaire-pip">${at(r,l,g,d,p,g>K+1)}</g>`).join("")}else a=Ce(i,r,p,e.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+a+s+`<g transform="rotate(180 50 70)">${s}</g></g>`}function Pt(t){return`<pattern id="${t}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${t}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function ut(t,e){let{rank:i,suit:r}=Ft(t),c=e?.ranks?.[i]??Ut(i),p=e?.suits?.[r]??r;return(e?.card_name??"{rank} of {suit}").replace("{rank}",c).replace("{suit}",p)}var Le={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},yt=3;function Ae(t){let e=t.draw_count;return typeof e=="number"&&e>=1?Math.min(e,yt):yt}function $t(t,e,i={}){let r={...Le,...i};return(t.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?De(t,e,r):_e(t,e,r)}function Bt(t,e,i,r){let c=t/(e+(e-1)*i+2*i);return Math.max(r.minCardW,Math.min(r.maxCardW,c))}var v=t=>Math.round(t*100)/100;function it(t,e,i){let r=t.cards.length,c=t.face_down??0,p=t.cards.map((s,a)=>({index:a,code:s,faceUp:s!==null&&a>=c,x:e.x,y:e.y}));return{id:t.id,kind:t.kind,fan:"square",slot:e,drop:Me(e,i),cards:p,count:r}}function Me(t,e){return{x:v(t.x-e),y:v(t.y-e),w:v(t.w+2*e),h:v(t.h+2*e)}}function Ee(t,e,i,r,c,p){let s=t.cards.length,a=r.faceDownStep*i,d=r.faceUpStep*i,l=t.cards.slice(0,-1).map(w=>w===null?"d":"u"),g=()=>l.reduce((w,M)=>w+(M==="d"?a:d),0);if(c!==void 0&&s>1){let w=c-e.y-i,M=g();if(M>w&&w>0){let I=Math.max(.35,w/M);a*=I,d*=I}}let b=e.y,x=t.cards.map((w,M)=>{let I={index:M,code:w,faceUp:w!==null&&M>=(t.face_down??0),x:e.x,y:v(b)};return b+=w===null?a:d,I}),_=s?x[s-1].y+i:e.y+i;return{id:t.id,kind:t.kind,fan:"down",slot:e,drop:{x:v(e.x-p),y:v(e.y-p),w:v(e.w+2*p),h:v(_-e.y+i*.35+p)},cards:x,count:s}}function Te(t,e,i,r,c,p){let s=t.cards.length,a=Math.max(0,s-p),d=r.wasteFan*i,l=t.cards.map((b,x)=>({index:x,code:b,faceUp:b!==null,x:v(e.x+Math.max(0,x-a)*d),y:e.y})),g=s?l[s-1].x+i:e.x+i;return{id:t.id,kind:t.kind,fan:"right",slot:e,drop:{x:v(e.x-c),y:v(e.y-c),w:v(g-e.x+2*c),h:v(e.h+2*c)},cards:l,count:s,shown:p}}function _e(t,e,i){let r=t.piles,c=r.filter(n=>n.kind==="foundation"),p=r.filter(n=>n.kind==="tableau"),s=Math.max(7,p.length,c.length+3),a=.14,d=Bt(e,s,a,i),l=d*1.4,g=d*a,b=s*d+(s-1)*g,x=Math.max(g,(e-b)/2),_=n=>v(x+n*(d+g)),w=g,M=Math.max(14,l*.14),I=w+l+M+g*.6,U=g/2,N=(p.length?Math.max(0,p.length-1)*i.faceDownStep+Math.max(0,i.faceUpRoom-1)*i.faceUpStep:0)*l,D=I+l+N+g,O=i.maxHeight?Math.min(D,i.maxHeight):D,Q=O-g,G={},et=[];for(let n of r){let m;if(n.kind==="stock")m=it(n,{x:_(0),y:w,w:d,h:l},U),m.label={x:v(_(0)+d/2),y:v(w+l+M*.8),text:""};else if(n.kind==="waste")m=Te(n,{x:_(1),y:w,w:d,h:l},d,i,U,Ae(t));else if(n.kind==="foundation"){let H=c.indexOf(n);m=it(n,{x:_(s-c.length+H),y:w,w:d,h:l},U)}else{let H=p.indexOf(n);m=Ee(n,{x:_(H),y:v(I),w:d,h:l},l,i,Q,U);let k=m.cards.length?m.cards[m.cards.length-1].y+l:I+l;O=Math.max(O,k+g)}G[n.id]=m,et.push(n.id)}return{width:v(e),height:v(O),cardW:v(d),cardH:v(l),gap:v(g),kind:"klondike",piles:G,order:et}}function De(t,e,i){let r=t.piles,c=r.filter(n=>n.kind==="foundation"),p=r.filter(n=>n.kind==="tableau"),s=Math.max(c.length,Math.ceil(p.length/2),1),a=s+1,d=.16,l=Bt(e,a,d,i),g=l*1.4,b=l*d,x=a*l+(a-1)*b,_=Math.max(b,(e-x)/2),w=n=>v(_+n*(l+b)),M=b,I=Math.max(14,g*.15),U=[M+g+I+b*.9];U.push(U[0]+g+b*1.1);let N=b/2,D={},O=[0,0];p.forEach((n,m)=>{let H=Math.min(1,Math.max(0,typeof n.row=="number"?n.row:m<s?0:1));D[n.id]={row:H,col:O[H]++}});let Q={},G=[];for(let n of r){let m;if(n.kind==="stock")m=it(n,{x:w(0),y:M,w:l,h:g},N),m.label={x:v(w(0)+l/2),y:v(M+g+I*.8),text:""};else if(n.kind==="waste")m=it(n,{x:w(0),y:v(U[0]),w:l,h:g},N);else if(n.kind==="foundation"){let H=c.indexOf(n),k=w(1+H);m=it(n,{x:k,y:M,w:l,h:g},N),m.label={x:v(k+l/2),y:v(M+g+I*.8),text:n.label??""}}else{let{row:H,col:k}=D[n.id];m=it(n,{x:w(1+k%s),y:v(U[H]),w:l,h:g},N)}Q[n.id]=m,G.push(n.id)}let et=U[1]+g+b*1.2;return{width:v(e),height:v(et),cardW:v(l),cardH:v(g),gap:v(b),kind:"matrimony",piles:Q,order:G}}function pt(t){return t.fan==="down"?t.cards:t.fan==="right"?t.cards.slice(-(t.shown??yt)):t.cards.slice(-1)}function ft(t,e,i){return e>=t.x&&e<=t.x+t.w&&i>=t.y&&i<=t.y+t.h}function St(t,e,i){let{cardW:r,cardH:c}=t;for(let p=t.order.length-1;p>=0;p--){let s=t.piles[t.order[p]],a=pt(s);for(let d=a.length-1;d>=0;d--){let l=a[d];if(ft({x:l.x,y:l.y,w:r,h:c},e,i))return{pile:s.id,index:s.fan==="down"?l.index:s.count-1}}if(!a.length&&ft(s.slot,e,i))return{pile:s.id,index:-1}}return null}function Ct(t,e,i){let r=null,c=0;for(let p of t.order){if(p===i)continue;let s=t.piles[p];if(s.kind==="stock")continue;let a=s.drop,d=Math.min(e.x+e.w,a.x+a.w)-Math.max(e.x,a.x),l=Math.min(e.y+e.h,a.y+a.h)-Math.max(e.y,a.y);if(d<=0||l<=0)continue;let g=d*l;g>c&&(c=g,r=p)}return c>=.12*e.w*e.h?r:null}function gt(t){let e=[];for(let i of t.order){let r=t.piles[i];if(r.fan==="down"){let c=r.cards.filter(p=>p.faceUp);if(c.length)for(let p of c)e.push({pile:i,index:p.index});else e.push({pile:i,index:r.count-1})}else e.push({pile:i,index:r.count-1})}return e}function qt(t,e){let i=t.piles[e.pile],r=e.index>=0?i.cards[e.index]:null,c=r?r.x:i.slot.x,p=r?r.y:i.slot.y;return{x:c+t.cardW/2,y:p+(r&&i.fan==="down"?t.cardH*.12:t.cardH/2)}}function Lt(t,e,i){let r=gt(t);if(!r.length)return null;if(!e)return r[0];let c=r.find(d=>d.pile===e.pile&&d.index===e.index)??r.find(d=>d.pile===e.pile);if(!c)return r[0];if(i==="up"||i==="down"){let d=r.filter(g=>g.pile===c.pile),l=d.indexOf(c)+(i==="down"?1:-1);if(l>=0&&l<d.length)return d[l]}let p=qt(t,c);if(i==="left"||i==="right"){let d=t.piles[c.pile].slot.y,l=null,g=1/0;for(let x of t.order){let _=t.piles[x];if(x===c.pile||Math.abs(_.slot.y-d)>1)continue;let w=(_.slot.x-t.piles[c.pile].slot.x)*(i==="right"?1:-1);w>1&&w<g&&(g=w,l=x)}if(!l)return c;let b=r.filter(x=>x.pile===l);return b[b.length-1]}let s=null,a=1/0;for(let d of r){if(d.pile===c.pile)continue;let l=qt(t,d),g=i==="up"?p.y-l.y:l.y-p.y,b=Math.abs(l.x-p.x);if(g<=1)continue;let x=g+3*b;x<a&&(a=x,s=d)}return s??c}function je(t,e){return String(t).replace(/\{(\w+)\}/g,(i,r)=>r in e?String(e[r]):i)}function Kt(t,e){let i=t.labels??{};if(e==="stock")return i.stock??"Stock";if(e==="waste")return i.waste??"Waste";let r=/^([ft])(\d+)$/.exec(e);return r?je(r[1]==="f"?i.foundation??"Foundation {n}":i.pile??"Pile {n}",{n:r[2]}):e}function Re(){let t=new Uint32Array(2);return globalThis.crypto.getRandomValues(t),Array.from(t,e=>e.toString(36).padStart(7,"0")).join("")}function Xt(t,e={}){let i=e.timeout??400,r=e.retries??5,c=e.session??Re(),p=e.setTimer??((b,x)=>setTimeout(b,x)),s=e.clearTimer??(b=>clearTimeout(b)),a=new Map,d=0,l={sent:0,resent:0,acked:0,givenUp:0},g=b=>{let x=a.get(b);x&&(x.timer=p(()=>{if(a.has(b)){if(x.attempt>=r){a.delete(b),l.givenUp+=1,e.onGiveUp?.(x.msg);return}x.attempt+=1,l.resent+=1,e.onResend?.(x.msg,x.attempt),t(x.msg),g(b)}},i*2**x.attempt))};return{session:c,stats:l,send(b){d+=1;let x=`${c}-${d}`,_={...b,id:x};return a.set(x,{msg:_,attempt:0,timer:null}),l.sent+=1,t(_),g(x),x},ack(b){let x=typeof b=="string"?a.get(b):void 0;return x?(s(x.timer),a.delete(b),l.acked+=1,!0):!1},pending:()=>[...a.keys()],destroy(){for(let b of a.values())s(b.timer);a.clear()}}}var Yt=5,Vt=400;var Ie=`
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
`;function te(t){let e=t.getRootNode?t.getRootNode():document,i=e&&e.nodeType===11?e:document.head;if(!i||i.querySelector&&i.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=Ie,i.appendChild(r)}var Zt=new Set(["dark","dark-mode","dark-theme","theme-dark"]),Gt=new Set(["light","light-mode","light-theme","theme-light"]),ee=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function Ne(t){let e=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);if(e){let a=e[4]===void 0?1:e[4].endsWith("%")?parseFloat(e[4])/100:parseFloat(e[4]);return[+e[1],+e[2],+e[3],a]}if(typeof document>"u")return null;let i=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!i)return null;i.clearRect(0,0,1,1),i.fillStyle="#00000000",i.fillStyle=t,i.fillRect(0,0,1,1);let[r,c,p,s]=i.getImageData(0,0,1,1).data;return[r,c,p,s/255]}function He(t){let e=i=>{let r=i/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*e(t[0])+.7152*e(t[1])+.0722*e(t[2])}function ze(t){let e=t;for(;e;){if(e.nodeType===1){let i=Ne(getComputedStyle(e).backgroundColor);if(i&&i[3]>=.5)return i}e=e.parentNode||(e.nodeType===11?e.host:null)}return null}function Jt(t){if(!t)return null;for(let e of t.classList){if(Zt.has(e))return"dark";if(Gt.has(e))return"light"}for(let e of ee){let i=(t.getAttribute(e)||"").toLowerCase();if(Zt.has(i))return"dark";if(Gt.has(i))return"light"}return null}function Fe(t){let e=t.ownerDocument||document,i=e.body,r=e.documentElement,c=i&&i.getAttribute("data-jp-theme-light");if(c==="true"||c==="false")return{scheme:c==="true"?"light":"dark",source:"jupyter"};let p=i?`${i.className} ${i.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(p))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(p))return{scheme:"dark",source:"vscode"};let s=Jt(i)||Jt(r);if(s)return{scheme:s,source:"page"};let a=t.isConnected?ze(t.parentNode||t):null;if(a)return{scheme:He(a)<.18?"dark":"light",source:"background"};let d=t.nodeType===1?getComputedStyle(t).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var Qt=new WeakMap;function ie(t){let e=()=>{let a=t.dataset.themeChoice,{scheme:d,source:l}=a==="light"||a==="dark"?{scheme:a,source:"setting"}:Fe(t);if(t.dataset.theme===d&&t.dataset.themeSource===l)return;t.classList.add("solitaire-no-transition"),t.classList.toggle("solitaire-dark",d==="dark"),t.classList.toggle("solitaire-light",d==="light");let g=l==="prefers-color-scheme"||l==="color-scheme"||l==="setting";t.classList.toggle("solitaire-own-bg",g),t.classList.toggle("solitaire-theme-fixed",l==="setting"),t.dataset.theme=d,t.dataset.themeSource=l,t.offsetHeight,t.classList.remove("solitaire-no-transition")};Qt.set(t,e),e();let i=t.ownerDocument||document,r=new MutationObserver(e),c=["class","data-jp-theme-light","data-vscode-theme-kind","style",...ee];for(let a of[i.documentElement,i.body])a&&r.observe(a,{attributes:!0,attributeFilter:c});let p=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;p?.addEventListener?.("change",e);let s=typeof requestAnimationFrame=="function"?requestAnimationFrame(e):0;return()=>{Qt.delete(t),r.disconnect(),p?.removeEventListener?.("change",e),s&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(s)}}var Ue="http://www.w3.org/2000/svg",re="solitaire-editor-style",Oe=`
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
`,rt=t=>String(t).replace(/[&<>"]/g,e=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[e]??e),L=t=>(Math.round(t*100)/100).toString(),We=0;function Pe(t){let e=t.getRootNode(),i=e&&e.nodeType===11?e:document.head;if(i.querySelector(`#${re}`))return;let r=document.createElement("style");r.id=re,r.textContent=Oe,i.appendChild(r)}function A(t,e,i={}){let r=document.createElement(t);return r.className=e,Object.assign(r,i),r}function oe(t){return{...t,piles:t.piles.map(e=>({...e,cards:[...e.cards]}))}}function ne(t,e,i){let r=t.piles[e];return!r||i<0||i>=r.count?0:r.fan==="down"?r.count-i:1}function Be(t,e,i){return e?t?t.pile===e.pile&&(t.index===e.index||i===0)?{intent:null,selection:null}:t.pile===e.pile&&e.index>=0?{intent:null,selection:{...e,count:i}}:{intent:{kind:"move",src:t.pile,index:t.index,count:t.count,dst:e.pile},selection:null}:e.index>=0&&i>0?{intent:null,selection:{...e,count:i}}:{intent:null,selection:null}:{intent:null,selection:null}}function qe({model:t,el:e}){te(e),Pe(e);let i=`solitaire-ed${++We}`,r=A("div","solitaire-root solitaire-editor"),c=A("div","solitaire-toolbar"),p=A("span","solitaire-editor-title"),s=A("button","solitaire-btn solitaire-editor-undo",{type:"button"}),a=A("button","solitaire-btn solitaire-editor-reset",{type:"button"}),d=A("button","solitaire-btn solitaire-editor-sort",{type:"button"}),l=A("button","solitaire-btn solitaire-editor-flip",{type:"button"}),g=A("span","solitaire-spacer"),b=A("span","solitaire-editor-counter"),x=A("span","solitaire-label"),_=A("button","solitaire-btn solitaire-editor-minus",{type:"button",textContent:"\u2212"}),w=A("span","solitaire-editor-counter-value"),M=A("button","solitaire-btn solitaire-editor-plus",{type:"button",textContent:"+"});b.append(x,_,w,M),c.append(p,s,a,d,l,g,b);let I=A("div","solitaire-editor-verdict",{role:"status"});I.setAttribute("aria-live","polite");let U=A("div","solitaire-message",{role:"alert"}),N=A("div","solitaire-table solitaire-interactive",{tabIndex:-1});N.setAttribute("data-lm-suppress-shortcuts","true");let D=document.createElementNS(Ue,"svg");D.setAttribute("class","solitaire-svg"),D.setAttribute("role","group"),N.appendChild(D);let O=A("div","solitaire-editor-strip",{role:"group"}),Q=A("div","solitaire-editor-help"),G=A("code","solitaire-editor-text");r.append(c,I,U,N,O,Q,G),e.appendChild(r);let et=ie(r),n=null,m=null,H=0,k=null,W=null,y=null,bt=Xt(o=>t.send(o)),X=o=>{o&&bt.send(o.kind==="move"||o.kind==="flip"?{...o,version:n.version}:o)},At=o=>{o&&typeof o=="object"&&"ack"in o&&bt.ack(o.ack)},Mt=()=>N.clientWidth||e.clientWidth||760,R=o=>n&&n.labels&&n.labels[o]||o,ae=(o,f)=>{let u=n.piles.find(h=>h.id===o);return u&&f>=0&&f<u.cards.length?{code:u.cards[f],up:u.up[f]}:null},se=(o,f)=>{let u=Kt(n,o),h=ae(o,f);return h?`${ut(h.code,n.labels)}, ${u}, ${h.up?R("face_up"):R("face_down")}`:`${u}, ${R("empty")}`},Y=()=>{let o=m,{cardW:f,cardH:u}=o,h=f/100,$=gt(o),V=new Set($.map(S=>`${S.pile}/${S.index}`)),ot={};for(let S of $)ot[S.pile]=`${S.pile}/${S.index}`;W&&V.has(`${W.pile}/${W.index}`)&&(ot[W.pile]=`${W.pile}/${W.index}`);let q=(S,j)=>{let J=`${S}/${j}`;return V.has(J)?` data-stop="${J}" tabindex="${ot[S]===J?0:-1}" role="button" aria-label="${rt(se(S,j))}"`:""},Dt='<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>',Z=[`<defs>${Pt(i)}</defs>`],jt=[];for(let S of o.order){let j=o.piles[S],J=n.piles.find(C=>C.id===S);if(!J)continue;Z.push(`<g class="solitaire-pile solitaire-pile-${j.kind}" data-pile-id="${S}">`);let It=j.count===0;Z.push(`<g class="solitaire-slot" data-pile="${S}" data-index="-1"${It?q(S,-1):""} transform="translate(${L(j.slot.x)} ${L(j.slot.y)}) scale(${L(h)})"><rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="6 4"/>`+(It?Dt:"")+"</g>");for(let C of pt(j)){let nt=J.up[C.index],lt=y&&y.src===S&&C.index>=y.index&&C.index<y.index+y.count,Nt=j.fan!=="down"&&C.index!==j.count-1?"":q(S,C.index),he=nt?"":'<rect class="solitaire-editor-down" x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.42"/><rect x="0.5" y="118" width="99" height="21.5" rx="4" fill="#1d3f74"/>'+(S==="stock"?"":`<rect x="58" y="4" width="38" height="24" rx="3" fill="url(#${i}-lattice)" stroke="#e9d9a6" stroke-width="1"/>`)+`<text x="50" y="133" text-anchor="middle" font-size="12.5" font-weight="700" fill="#fff">${rt(R("face_down"))}</text>`,me=k&&k.pile===S&&C.index>=k.index&&C.index<k.index+k.count,Ht=`<g class="solitaire-card" data-pile="${S}" data-index="${C.index}" data-card="${C.code}" data-up="${nt?1:0}"${Nt} transform="translate(${L(C.x)} ${L(C.y)}) scale(${L(h)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+Wt(C.code,{courtFill:`url(#${i}-court)`})+he+(me&&!y?'<rect class="solitaire-select-ring" x="-2" y="-2" width="104" height="144" rx="9" fill="none" stroke="var(--solitaire-select)" stroke-width="4"/>':"")+(Nt?Dt:"")+"</g>";lt?jt.push(Ht):Z.push(Ht)}if(j.fan==="square"&&j.count>1){let C=Math.max(8,f*.13),nt=j.slot.x+f-3-C*1.4,lt=j.slot.y+3+C*.78;Z.push(`<g class="solitaire-badge" pointer-events="none"><rect x="${L(nt-C*1.4)}" y="${L(lt-C*.78)}" width="${L(C*2.8)}" height="${L(C*1.56)}" rx="${L(C*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${L(nt)}" y="${L(lt+C*.36)}" text-anchor="middle" font-size="${L(C*1.02)}" font-weight="700" fill="#fff">${j.count}</text></g>`)}if(j.label&&j.label.text){let C=J.dir==="down"?"\u2193 ":J.dir==="up"?"\u2191 ":"";Z.push(`<text class="solitaire-pile-label" x="${L(j.label.x)}" y="${L(j.label.y)}" text-anchor="middle" font-size="${L(Math.max(8.5,.13*f))}">${rt(C+j.label.text)}</text>`)}Z.push("</g>")}if(y&&y.over&&o.piles[y.over]){let S=o.piles[y.over].drop;Z.push(`<rect class="solitaire-over-ring" x="${L(S.x)}" y="${L(S.y)}" width="${L(S.w)}" height="${L(S.h)}" rx="8" fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-width="3.6" pointer-events="none"/>`)}y&&Z.push(`<g class="solitaire-drag" transform="translate(${L(y.dx)} ${L(y.dy)})" pointer-events="none">${jt.join("")}</g>`);let Rt=r.getRootNode().activeElement??document.activeElement,xe=N.contains(Rt)&&Rt!==N;D.innerHTML=Z.join(""),D.setAttribute("viewBox",`0 0 ${L(o.width)} ${L(o.height)}`),D.setAttribute("aria-label",n.title??"Position editor"),xe&&ht(W)},st=()=>{let o=n.piles.find($=>$.id==="stock"),f=r.getRootNode().activeElement??document.activeElement,u=f&&O.contains(f)?Number(f.dataset.index??-1):null;O.replaceChildren(),O.setAttribute("aria-label",R("stock_strip")),O.append(A("span","solitaire-editor-strip-caption",{textContent:R("stock_strip")})),o.cards.forEach(($,V)=>{let ot=$[1]==="H"||$[1]==="D",q=A("button",`solitaire-editor-chip ${ot?"red":"black"}`,{type:"button"});q.textContent=($[0]==="T"?"10":$[0])+{S:"\u2660",H:"\u2665",D:"\u2666",C:"\u2663"}[$[1]],q.dataset.index=String(V),q.dataset.card=$,q.setAttribute("aria-label",`${V+1}: ${ut($,n.labels)}`),q.setAttribute("aria-pressed",k&&k.pile==="stock"&&k.index===V?"true":"false"),q.addEventListener("click",()=>Tt(V)),O.append(q)});let h=A("button","solitaire-editor-chip solitaire-editor-chip-end",{type:"button",textContent:"\u21E5"});if(h.title=R("to_stock_end"),h.setAttribute("aria-label",R("to_stock_end")),h.addEventListener("click",()=>Tt(o.cards.length)),h.dataset.index=String(o.cards.length),O.append(h),u!==null){let $=O.querySelectorAll("button");$[Math.min(Math.max(u,0),$.length-1)].focus({preventScroll:!0})}},le=()=>{n&&(p.textContent=n.title,s.textContent=R("undo"),s.disabled=!n.can_undo,a.textContent=R("reset"),d.textContent=R("sort"),l.textContent=R("flip"),l.hidden=!n.auto_flip,x.textContent=R(n.counter_kind),w.textContent=String(n.counter),_.disabled=n.counter<=0,_.setAttribute("aria-label",`${R(n.counter_kind)} \u2212 1`),M.setAttribute("aria-label",`${R(n.counter_kind)} + 1`),M.disabled=typeof n.counter_max=="number"&&n.counter>=n.counter_max,I.className="solitaire-editor-verdict "+(n.valid?"solitaire-editor-valid":"solitaire-editor-invalid"),I.innerHTML=n.valid?`<b>\u2713 ${rt(R("valid"))}</b>`:`<b>\u2717 ${rt(R("invalid"))}:</b><span class="solitaire-editor-problem">${rt(n.problem)}</span>`,U.textContent=n.message?n.message.text:"",U.className="solitaire-message"+(n.message?` solitaire-message-${n.message.kind}`:""),U.style.display=n.message?"":"none",Q.textContent=R("help"),G.textContent=n.position,Y(),st())},xt=()=>{let o=t.get("_editor");!o||!Array.isArray(o.piles)||(n=o,H=Mt(),m=$t(oe(n),H),k=null,y=null,le())};function ht(o){let f=gt(m),u=o&&f.find($=>$.pile===o.pile&&$.index===o.index);if(!u&&o){let $=f.filter(V=>V.pile===o.pile);u=$[$.length-1]}if(u=u??f[0],!u)return;W=u;let h=D.querySelector(`[data-stop="${u.pile}/${u.index}"]`);if(h){for(let $ of D.querySelectorAll(`[data-pile="${u.pile}"][tabindex="0"]`))$.setAttribute("tabindex","-1");h.setAttribute("tabindex","0"),h.focus({preventScroll:!0})}}let Et=o=>{let f=o?ne(m,o.pile,o.index):0,u=Be(k,o,f);X(u.intent),k=u.selection,Y(),st()},Tt=o=>{let f=n.piles.find(u=>u.id==="stock");if(k)if(k.pile==="stock"&&k.index===o)k=null;else{let u=Math.min(o,f.cards.length-(k.pile==="stock"?k.count:0));X({kind:"move",src:k.pile,index:k.index,count:k.count,dst:"stock",at:u}),k=null}else o<f.cards.length&&(k={pile:"stock",index:o,count:1});Y(),st()},mt=o=>{o&&o.index>=0&&X({kind:"flip",pile:o.pile,index:o.index})},vt=o=>{n&&o>=0&&X({kind:"counter",value:o})};s.addEventListener("click",()=>X({kind:"undo"})),a.addEventListener("click",()=>X({kind:"reset"})),d.addEventListener("click",()=>X({kind:"sort"})),l.addEventListener("click",()=>mt(k??W)),_.addEventListener("click",()=>vt(n.counter-1)),M.addEventListener("click",()=>vt(n.counter+1));let ce=o=>{if(o.altKey||o.ctrlKey||o.metaKey||!m)return;let f={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(o.key in f){o.preventDefault();let u=Lt(m,W,f[o.key]);u&&ht(u)}else o.key==="Enter"||o.key===" "?(o.preventDefault(),W?Et(W):ht(null)):o.key==="f"||o.key==="F"?(o.preventDefault(),mt(W)):o.key==="Escape"?(k=null,Y(),st()):o.key==="u"||o.key==="U"?(o.preventDefault(),X({kind:"undo"})):(o.key==="+"||o.key==="-")&&(o.preventDefault(),vt(n.counter+(o.key==="+"?1:-1)))},de=o=>{let f=o.target.closest?.("[data-stop]");if(!f)return;let[u,h]=(f.getAttribute("data-stop")??"").split("/");W={pile:u,index:Number(h)}},P=null,tt=null,_t=(o,f)=>{let u=D.getBoundingClientRect(),h=u.width?m.width/u.width:1;return{x:(o-u.left)*h,y:(f-u.top)*h}},ue=(o,f,u,h)=>{let $=m.piles.stock;return h!=="stock"&&$&&ft($.drop,o,f)?"stock":Ct(m,u,h)},pe=o=>{if(o.button!==0||!m)return;let f=_t(o.clientX,o.clientY),u=St(m,f.x,f.y);P={id:o.pointerId,hit:u,cx:o.clientX,cy:o.clientY,x:f.x,y:f.y,dragging:!1};try{D.setPointerCapture(o.pointerId)}catch{}u&&u.index>=0&&(o.preventDefault(),N.focus({preventScroll:!0}))},fe=o=>{if(!P||o.pointerId!==P.id)return;let f=P.hit;if(!P.dragging){if(Math.hypot(o.clientX-P.cx,o.clientY-P.cy)<Yt||!f||f.index<0)return;P.dragging=!0,tt=null,k=null,y={src:f.pile,index:f.index,count:ne(m,f.pile,f.index),dx:0,dy:0,over:null}}if(!y)return;let u=_t(o.clientX,o.clientY);y.dx=u.x-P.x,y.dy=u.y-P.y;let h=m.piles[y.src].cards[y.index];y.over=ue(u.x,u.y,{x:h.x+y.dx,y:h.y+y.dy,w:m.cardW,h:m.cardH},y.src),Y()},ge=o=>{if(!P||o.pointerId!==P.id)return;let f=P;if(P=null,f.dragging){let h=y;y=null,h&&h.over&&h.over!==h.src&&X({kind:"move",src:h.src,index:h.index,count:h.count,dst:h.over}),Y();return}let u=f.hit;if(u&&u.index>=0&&tt&&tt.pile===u.pile&&tt.index===u.index&&o.timeStamp-tt.t<Vt){tt=null,k=null,mt(u),Y();return}tt=u&&u.index>=0&&!k?{...u,t:o.timeStamp}:null,u&&(W=u),Et(u)},be=()=>{P=null,y&&(y=null,Y())};D.addEventListener("pointerdown",pe),D.addEventListener("pointermove",fe),D.addEventListener("pointerup",ge),D.addEventListener("pointercancel",be),N.addEventListener("keydown",ce),N.addEventListener("focusin",de),t.on("change:_editor",xt),t.on("msg:custom",At);let kt=null;if(typeof ResizeObserver<"u"){let o=0;kt=new ResizeObserver(()=>{cancelAnimationFrame(o),o=requestAnimationFrame(()=>{let f=Mt();!n||Math.abs(f-H)<1||(H=f,m=$t(oe(n),H),Y())})}),kt.observe(N)}return xt(),()=>{t.off("change:_editor",xt),t.off("msg:custom",At),bt.destroy(),kt?.disconnect(),et?.(),r.remove()}}var gi={render:qe};export{ne as carried,Be as clickAction,gi as default,oe as layoutSnapshot};
