var $e="#c0142c",Se="#1b1e24";function Wt(t){let e=t[0],i=t[1];return{rank:e,suit:i,red:i==="H"||i==="D"}}function Bt(t){return t==="T"?"10":t}var Ce={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function at(t,e,i,r,d,p=!1){let l=r/100,s=p?" rotate(180 50 50)":"";return`<path d="${Ce[t]}" fill="${d}" transform="translate(${Ct(e-r/2)} ${Ct(i-r/2)}) scale(${Ct(l)})${s}"/>`}function Ct(t){return Number.isInteger(t)?String(t):t.toFixed(2)}var j=31,K=50,R=69,P=29,W=111,G=70,ft=56.3,gt=83.7,Pt={2:[[K,P],[K,W]],3:[[K,P],[K,G],[K,W]],4:[[j,P],[R,P],[j,W],[R,W]],5:[[j,P],[R,P],[K,G],[j,W],[R,W]],6:[[j,P],[R,P],[j,G],[R,G],[j,W],[R,W]],7:[[j,P],[R,P],[K,49.5],[j,G],[R,G],[j,W],[R,W]],8:[[j,P],[R,P],[K,49.5],[j,G],[R,G],[K,90.5],[j,W],[R,W]],9:[[j,P],[R,P],[j,ft],[R,ft],[K,G],[j,gt],[R,gt],[j,W],[R,W]],T:[[j,P],[R,P],[K,42.6],[j,ft],[R,ft],[j,gt],[R,gt],[K,97.4],[j,W],[R,W]]},Xt=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function Le(t,e,i){let r=Bt(t),d=r.length>1;return`<g class="solitaire-index"><text x="${d?12.6:11.5}" y="23" text-anchor="middle" font-size="${d?19:22}"${d?' letter-spacing="-2.2"':""} ${Xt} fill="${i}">${r}</text>`+at(e,11.5,31.5,12,i)+"</g>"}function Ae(t,e,i,r){let l=e-13,s=i-14/2;return`<polygon points="${t==="K"?`${l},${s+14} ${l},${s} ${l+26*.25},${s+14*.55} ${l+26/2},${s-2} ${l+26*.75},${s+14*.55} ${l+26},${s} ${l+26},${s+14}`:`${l},${s+14} ${l+2},${s+3} ${l+26*.3},${s+14*.6} ${l+26/2},${s+1} ${l+26*.7},${s+14*.6} ${l+26-2},${s+3} ${l+26},${s+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${e}" cy="${s+14*.72}" r="2" fill="${r}"/>`}function Ee(t,e,i){return`<path d="M${t-11} ${e+7}C${t-6} ${e-8} ${t+6} ${e-10} ${t+13} ${e-7}C${t+5} ${e-3} ${t-2} ${e+2} ${t-11} ${e+7}Z" fill="#e7b53c" stroke="${i}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${t-11} ${e+7}L${t+9} ${e-6}" stroke="${i}" stroke-width="0.9"/>`}function Me(t,e,i,r){let d=(t==="J"?Ee(50,30,i):Ae(t,50,30,i))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${Xt} fill="${i}">${t}</text>`+at(e,32.5,29,10,i)+at(e,67.5,29,10,i);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${i}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${i}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${i}" stroke-opacity="0.4" stroke-width="0.8"/>`+d+`<g transform="rotate(180 50 70)">${d}</g>`}function Yt(t,e={}){let{rank:i,suit:r,red:d}=Wt(t),p=d?$e:Se,l=Le(i,r,p),s="";if(i==="A")s=at(r,50,70,r==="S"?46:40,p),r==="S"&&(s+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${p}" stroke-opacity="0.25" stroke-width="1"/>`);else if(Pt[i]){let u=i==="T"||i==="9"?17:18;s=Pt[i].map(([c,g])=>`<g class="solitaire-pip">${at(r,c,g,u,p,g>G+1)}</g>`).join("")}else s=Me(i,r,p,e.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+s+l+`<g transform="rotate(180 50 70)">${l}</g></g>`}function qt(t){return`<pattern id="${t}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${t}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function xt(t,e){let{rank:i,suit:r}=Wt(t),d=e?.ranks?.[i]??Bt(i),p=e?.suits?.[r]??r;return(e?.card_name??"{rank} of {suit}").replace("{rank}",d).replace("{suit}",p)}var De={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},Lt=3;function Te(t){let e=t.draw_count;return typeof e=="number"&&e>=1?Math.min(e,Lt):Lt}function At(t,e,i={}){let r={...De,...i};return(t.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?Ne(t,e,r):Ie(t,e,r)}function Kt(t,e,i,r){let d=t/(e+(e-1)*i+2*i);return Math.max(r.minCardW,Math.min(r.maxCardW,d))}var y=t=>Math.round(t*100)/100;function rt(t,e,i){let r=t.cards.length,d=t.face_down??0,p=t.cards.map((l,s)=>({index:s,code:l,faceUp:l!==null&&s>=d,x:e.x,y:e.y}));return{id:t.id,kind:t.kind,fan:"square",slot:e,drop:_e(e,i),cards:p,count:r}}function _e(t,e){return{x:y(t.x-e),y:y(t.y-e),w:y(t.w+2*e),h:y(t.h+2*e)}}function je(t,e,i,r,d,p){let l=t.cards.length,s=r.faceDownStep*i,u=r.faceUpStep*i,c=t.cards.slice(0,-1).map(w=>w===null?"d":"u"),g=()=>c.reduce((w,T)=>w+(T==="d"?s:u),0);if(d!==void 0&&l>1){let w=d-e.y-i,T=g();if(T>w&&w>0){let H=Math.max(.35,w/T);s*=H,u*=H}}let b=e.y,h=t.cards.map((w,T)=>{let H={index:T,code:w,faceUp:w!==null&&T>=(t.face_down??0),x:e.x,y:y(b)};return b+=w===null?s:u,H}),I=l?h[l-1].y+i:e.y+i;return{id:t.id,kind:t.kind,fan:"down",slot:e,drop:{x:y(e.x-p),y:y(e.y-p),w:y(e.w+2*p),h:y(I-e.y+i*.35+p)},cards:h,count:l}}function Re(t,e,i,r,d,p){let l=t.cards.length,s=Math.max(0,l-p),u=r.wasteFan*i,c=t.cards.map((b,h)=>({index:h,code:b,faceUp:b!==null,x:y(e.x+Math.max(0,h-s)*u),y:e.y})),g=l?c[l-1].x+i:e.x+i;return{id:t.id,kind:t.kind,fan:"right",slot:e,drop:{x:y(e.x-d),y:y(e.y-d),w:y(g-e.x+2*d),h:y(e.h+2*d)},cards:c,count:l,shown:p}}function Ie(t,e,i){let r=t.piles,d=r.filter(n=>n.kind==="foundation"),p=r.filter(n=>n.kind==="tableau"),l=Math.max(7,p.length,d.length+3),s=.14,u=Kt(e,l,s,i),c=u*1.4,g=u*s,b=l*u+(l-1)*g,h=Math.max(g,(e-b)/2),I=n=>y(h+n*(u+g)),w=g,T=Math.max(14,c*.14),H=w+c+T+g*.6,B=g/2,z=(p.length?Math.max(0,p.length-1)*i.faceDownStep+Math.max(0,i.faceUpRoom-1)*i.faceUpStep:0)*c,_=H+c+z+g,U=i.maxHeight?Math.min(_,i.maxHeight):_,tt=U-g,J={},ot=[];for(let n of r){let m;if(n.kind==="stock")m=rt(n,{x:I(0),y:w,w:u,h:c},B),m.label={x:y(I(0)+u/2),y:y(w+c+T*.8),text:""};else if(n.kind==="waste")m=Re(n,{x:I(1),y:w,w:u,h:c},u,i,B,Te(t));else if(n.kind==="foundation"){let O=d.indexOf(n);m=rt(n,{x:I(l-d.length+O),y:w,w:u,h:c},B)}else{let O=p.indexOf(n);m=je(n,{x:I(O),y:y(H),w:u,h:c},c,i,tt,B);let v=m.cards.length?m.cards[m.cards.length-1].y+c:H+c;U=Math.max(U,v+g)}J[n.id]=m,ot.push(n.id)}return{width:y(e),height:y(U),cardW:y(u),cardH:y(c),gap:y(g),kind:"klondike",piles:J,order:ot}}function Ne(t,e,i){let r=t.piles,d=r.filter(n=>n.kind==="foundation"),p=r.filter(n=>n.kind==="tableau"),l=Math.max(d.length,Math.ceil(p.length/2),1),s=l+1,u=.16,c=Kt(e,s,u,i),g=c*1.4,b=c*u,h=s*c+(s-1)*b,I=Math.max(b,(e-h)/2),w=n=>y(I+n*(c+b)),T=b,H=Math.max(14,g*.15),B=[T+g+H+b*.9];B.push(B[0]+g+b*1.1);let z=b/2,_={},U=[0,0];p.forEach((n,m)=>{let O=Math.min(1,Math.max(0,typeof n.row=="number"?n.row:m<l?0:1));_[n.id]={row:O,col:U[O]++}});let tt={},J=[];for(let n of r){let m;if(n.kind==="stock")m=rt(n,{x:w(0),y:T,w:c,h:g},z),m.label={x:y(w(0)+c/2),y:y(T+g+H*.8),text:""};else if(n.kind==="waste")m=rt(n,{x:w(0),y:y(B[0]),w:c,h:g},z);else if(n.kind==="foundation"){let O=d.indexOf(n),v=w(1+O);m=rt(n,{x:v,y:T,w:c,h:g},z),m.label={x:y(v+c/2),y:y(T+g+H*.8),text:n.label??""}}else{let{row:O,col:v}=_[n.id];m=rt(n,{x:w(1+v%l),y:y(B[O]),w:c,h:g},z)}tt[n.id]=m,J.push(n.id)}let ot=B[1]+g+b*1.2;return{width:y(e),height:y(ot),cardW:y(c),cardH:y(g),gap:y(b),kind:"matrimony",piles:tt,order:J}}function bt(t){return t.fan==="down"?t.cards:t.fan==="right"?t.cards.slice(-(t.shown??Lt)):t.cards.slice(-1)}function lt(t,e,i){return e>=t.x&&e<=t.x+t.w&&i>=t.y&&i<=t.y+t.h}function Et(t,e,i){let{cardW:r,cardH:d}=t;for(let p=t.order.length-1;p>=0;p--){let l=t.piles[t.order[p]],s=bt(l);for(let u=s.length-1;u>=0;u--){let c=s[u];if(lt({x:c.x,y:c.y,w:r,h:d},e,i))return{pile:l.id,index:l.fan==="down"?c.index:l.count-1}}if(!s.length&&lt(l.slot,e,i))return{pile:l.id,index:-1}}return null}function Mt(t,e,i){let r=null,d=0;for(let p of t.order){if(p===i)continue;let l=t.piles[p];if(l.kind==="stock")continue;let s=l.drop,u=Math.min(e.x+e.w,s.x+s.w)-Math.max(e.x,s.x),c=Math.min(e.y+e.h,s.y+s.h)-Math.max(e.y,s.y);if(u<=0||c<=0)continue;let g=u*c;g>d&&(d=g,r=p)}return d>=.12*e.w*e.h?r:null}function ht(t){let e=[];for(let i of t.order){let r=t.piles[i];if(r.fan==="down"){let d=r.cards.filter(p=>p.faceUp);if(d.length)for(let p of d)e.push({pile:i,index:p.index});else e.push({pile:i,index:r.count-1})}else e.push({pile:i,index:r.count-1})}return e}function Vt(t,e){let i=t.piles[e.pile],r=e.index>=0?i.cards[e.index]:null,d=r?r.x:i.slot.x,p=r?r.y:i.slot.y;return{x:d+t.cardW/2,y:p+(r&&i.fan==="down"?t.cardH*.12:t.cardH/2)}}function Dt(t,e,i){let r=ht(t);if(!r.length)return null;if(!e)return r[0];let d=r.find(u=>u.pile===e.pile&&u.index===e.index)??r.find(u=>u.pile===e.pile);if(!d)return r[0];if(i==="up"||i==="down"){let u=r.filter(g=>g.pile===d.pile),c=u.indexOf(d)+(i==="down"?1:-1);if(c>=0&&c<u.length)return u[c]}let p=Vt(t,d);if(i==="left"||i==="right"){let u=t.piles[d.pile].slot.y,c=null,g=1/0;for(let h of t.order){let I=t.piles[h];if(h===d.pile||Math.abs(I.slot.y-u)>1)continue;let w=(I.slot.x-t.piles[d.pile].slot.x)*(i==="right"?1:-1);w>1&&w<g&&(g=w,c=h)}if(!c)return d;let b=r.filter(h=>h.pile===c);return b[b.length-1]}let l=null,s=1/0;for(let u of r){if(u.pile===d.pile)continue;let c=Vt(t,u),g=i==="up"?p.y-c.y:c.y-p.y,b=Math.abs(c.x-p.x);if(g<=1)continue;let h=g+3*b;h<s&&(s=h,l=u)}return l??d}function Fe(t,e){return String(t).replace(/\{(\w+)\}/g,(i,r)=>r in e?String(e[r]):i)}function Zt(t,e){let i=t.labels??{};if(e==="stock")return i.stock??"Stock";if(e==="waste")return i.waste??"Waste";let r=/^([ft])(\d+)$/.exec(e);return r?Fe(r[1]==="f"?i.foundation??"Foundation {n}":i.pile??"Pile {n}",{n:r[2]}):e}function He(){let t=new Uint32Array(2);return globalThis.crypto.getRandomValues(t),Array.from(t,e=>e.toString(36).padStart(7,"0")).join("")}function Gt(t,e={}){let i=e.timeout??400,r=e.retries??5,d=e.session??He(),p=e.setTimer??((b,h)=>setTimeout(b,h)),l=e.clearTimer??(b=>clearTimeout(b)),s=new Map,u=0,c={sent:0,resent:0,acked:0,givenUp:0},g=b=>{let h=s.get(b);h&&(h.timer=p(()=>{if(s.has(b)){if(h.attempt>=r){s.delete(b),c.givenUp+=1,e.onGiveUp?.(h.msg);return}h.attempt+=1,c.resent+=1,e.onResend?.(h.msg,h.attempt),t(h.msg),g(b)}},i*2**h.attempt))};return{session:d,stats:c,send(b){u+=1;let h=`${d}-${u}`,I={...b,id:h};return s.set(h,{msg:I,attempt:0,timer:null}),c.sent+=1,t(I),g(h),h},ack(b){let h=typeof b=="string"?s.get(b):void 0;return h?(l(h.timer),s.delete(b),c.acked+=1,!0):!1},pending:()=>[...s.keys()],destroy(){for(let b of s.values())l(b.timer);s.clear()}}}var Tt=5,Jt=400;var ze=`
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
`;function oe(t){let e=t.getRootNode?t.getRootNode():document,i=e&&e.nodeType===11?e:document.head;if(!i||i.querySelector&&i.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=ze,i.appendChild(r)}var Qt=new Set(["dark","dark-mode","dark-theme","theme-dark"]),te=new Set(["light","light-mode","light-theme","theme-light"]),re=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function Ue(t){let e=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(t);if(e){let s=e[4]===void 0?1:e[4].endsWith("%")?parseFloat(e[4])/100:parseFloat(e[4]);return[+e[1],+e[2],+e[3],s]}if(typeof document>"u")return null;let i=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!i)return null;i.clearRect(0,0,1,1),i.fillStyle="#00000000",i.fillStyle=t,i.fillRect(0,0,1,1);let[r,d,p,l]=i.getImageData(0,0,1,1).data;return[r,d,p,l/255]}function Oe(t){let e=i=>{let r=i/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*e(t[0])+.7152*e(t[1])+.0722*e(t[2])}function Pe(t){let e=t;for(;e;){if(e.nodeType===1){let i=Ue(getComputedStyle(e).backgroundColor);if(i&&i[3]>=.5)return i}e=e.parentNode||(e.nodeType===11?e.host:null)}return null}function ee(t){if(!t)return null;for(let e of t.classList){if(Qt.has(e))return"dark";if(te.has(e))return"light"}for(let e of re){let i=(t.getAttribute(e)||"").toLowerCase();if(Qt.has(i))return"dark";if(te.has(i))return"light"}return null}function We(t){let e=t.ownerDocument||document,i=e.body,r=e.documentElement,d=i&&i.getAttribute("data-jp-theme-light");if(d==="true"||d==="false")return{scheme:d==="true"?"light":"dark",source:"jupyter"};let p=i?`${i.className} ${i.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(p))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(p))return{scheme:"dark",source:"vscode"};let l=ee(i)||ee(r);if(l)return{scheme:l,source:"page"};let s=t.isConnected?Pe(t.parentNode||t):null;if(s)return{scheme:Oe(s)<.18?"dark":"light",source:"background"};let u=t.nodeType===1?getComputedStyle(t).colorScheme:"";return u==="dark"||u==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var ie=new WeakMap;function ne(t){let e=()=>{let s=t.dataset.themeChoice,{scheme:u,source:c}=s==="light"||s==="dark"?{scheme:s,source:"setting"}:We(t);if(t.dataset.theme===u&&t.dataset.themeSource===c)return;t.classList.add("solitaire-no-transition"),t.classList.toggle("solitaire-dark",u==="dark"),t.classList.toggle("solitaire-light",u==="light");let g=c==="prefers-color-scheme"||c==="color-scheme"||c==="setting";t.classList.toggle("solitaire-own-bg",g),t.classList.toggle("solitaire-theme-fixed",c==="setting"),t.dataset.theme=u,t.dataset.themeSource=c,t.offsetHeight,t.classList.remove("solitaire-no-transition")};ie.set(t,e),e();let i=t.ownerDocument||document,r=new MutationObserver(e),d=["class","data-jp-theme-light","data-vscode-theme-kind","style",...re];for(let s of[i.documentElement,i.body])s&&r.observe(s,{attributes:!0,attributeFilter:d});let p=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;p?.addEventListener?.("change",e);let l=typeof requestAnimationFrame=="function"?requestAnimationFrame(e):0;return()=>{ie.delete(t),r.disconnect(),p?.removeEventListener?.("change",e),l&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(l)}}var Be="http://www.w3.org/2000/svg",se="solitaire-editor-style",Xe=`
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
`,nt=t=>String(t).replace(/[&<>"]/g,e=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[e]??e),M=t=>(Math.round(t*100)/100).toString(),Ye=0;function qe(t){let e=t.getRootNode(),i=e&&e.nodeType===11?e:document.head;if(i.querySelector(`#${se}`))return;let r=document.createElement("style");r.id=se,r.textContent=Xe,i.appendChild(r)}function D(t,e,i={}){let r=document.createElement(t);return r.className=e,Object.assign(r,i),r}function ae(t){return{...t,piles:t.piles.map(e=>({...e,cards:[...e.cards]}))}}function le(t,e,i){let r=t.piles[e];return!r||i<0||i>=r.count?0:r.fan==="down"?r.count-i:1}function Ke(t,e,i){return e?t?t.pile===e.pile&&(t.index===e.index||i===0)?{intent:null,selection:null}:t.pile===e.pile&&e.index>=0?{intent:null,selection:{...e,count:i}}:{intent:{kind:"move",src:t.pile,index:t.index,count:t.count,dst:e.pile},selection:null}:e.index>=0&&i>0?{intent:null,selection:{...e,count:i}}:{intent:null,selection:null}:{intent:null,selection:null}}function Ve({model:t,el:e}){oe(e),qe(e);let i=`solitaire-ed${++Ye}`,r=D("div","solitaire-root solitaire-editor"),d=D("div","solitaire-toolbar"),p=D("span","solitaire-editor-title"),l=D("button","solitaire-btn solitaire-editor-undo",{type:"button"}),s=D("button","solitaire-btn solitaire-editor-reset",{type:"button"}),u=D("button","solitaire-btn solitaire-editor-sort",{type:"button"}),c=D("button","solitaire-btn solitaire-editor-flip",{type:"button"}),g=D("span","solitaire-spacer"),b=D("span","solitaire-editor-counter"),h=D("span","solitaire-label"),I=D("button","solitaire-btn solitaire-editor-minus",{type:"button",textContent:"\u2212"}),w=D("span","solitaire-editor-counter-value"),T=D("button","solitaire-btn solitaire-editor-plus",{type:"button",textContent:"+"});b.append(h,I,w,T),d.append(p,l,s,u,c,g,b);let H=D("div","solitaire-editor-verdict",{role:"status"});H.setAttribute("aria-live","polite");let B=D("div","solitaire-message",{role:"alert"});r.setAttribute("data-lm-suppress-shortcuts","true");let z=D("div","solitaire-table solitaire-interactive",{tabIndex:-1}),_=document.createElementNS(Be,"svg");_.setAttribute("class","solitaire-svg"),_.setAttribute("role","group"),z.appendChild(_);let U=D("div","solitaire-editor-strip",{role:"group"}),tt=D("div","solitaire-editor-help"),J=D("code","solitaire-editor-text");r.append(d,H,B,z,U,tt,J),e.appendChild(r);let ot=ne(r),n=null,m=null,O=0,v=null,X=null,$=null,mt=Gt(o=>t.send(o)),V=o=>{o&&mt.send(o.kind==="move"||o.kind==="flip"?{...o,version:n.version}:o)},_t=o=>{o&&typeof o=="object"&&"ack"in o&&mt.ack(o.ack)},jt=()=>z.clientWidth||e.clientWidth||760,F=o=>n&&n.labels&&n.labels[o]||o,ce=(o,f)=>{let a=n.piles.find(x=>x.id===o);return a&&f>=0&&f<a.cards.length?{code:a.cards[f],up:a.up[f]}:null},de=(o,f)=>{let a=Zt(n,o),x=ce(o,f);return x?`${xt(x.code,n.labels)}, ${a}, ${x.up?F("face_up"):F("face_down")}`:`${a}, ${F("empty")}`},Z=()=>{let o=m,{cardW:f,cardH:a}=o,x=f/100,k=ht(o),C=new Set(k.map(A=>`${A.pile}/${A.index}`)),S={};for(let A of k)S[A.pile]=`${A.pile}/${A.index}`;X&&C.has(`${X.pile}/${X.index}`)&&(S[X.pile]=`${X.pile}/${X.index}`);let L=(A,N)=>{let Q=`${A}/${N}`;return C.has(Q)?` data-stop="${Q}" tabindex="${S[A]===Q?0:-1}" role="button" aria-label="${nt(de(A,N))}"`:""},it='<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>',q=[`<defs>${qt(i)}</defs>`],Ft=[];for(let A of o.order){let N=o.piles[A],Q=n.piles.find(E=>E.id===A);if(!Q)continue;q.push(`<g class="solitaire-pile solitaire-pile-${N.kind}" data-pile-id="${A}">`);let zt=N.count===0;q.push(`<g class="solitaire-slot" data-pile="${A}" data-index="-1"${zt?L(A,-1):""} transform="translate(${M(N.slot.x)} ${M(N.slot.y)}) scale(${M(x)})"><rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="6 4"/>`+(zt?it:"")+"</g>");for(let E of bt(N)){let st=Q.up[E.index],pt=$&&$.src===A&&E.index>=$.index&&E.index<$.index+$.count,Ut=N.fan!=="down"&&E.index!==N.count-1?"":L(A,E.index),ye=st?"":'<rect class="solitaire-editor-down" x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.42"/><rect x="0.5" y="118" width="99" height="21.5" rx="4" fill="#1d3f74"/>'+(A==="stock"?"":`<rect x="58" y="4" width="38" height="24" rx="3" fill="url(#${i}-lattice)" stroke="#e9d9a6" stroke-width="1"/>`)+`<text x="50" y="133" text-anchor="middle" font-size="12.5" font-weight="700" fill="#fff">${nt(F("face_down"))}</text>`,we=v&&v.pile===A&&E.index>=v.index&&E.index<v.index+v.count,Ot=`<g class="solitaire-card" data-pile="${A}" data-index="${E.index}" data-card="${E.code}" data-up="${st?1:0}"${Ut} transform="translate(${M(E.x)} ${M(E.y)}) scale(${M(x)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+Yt(E.code,{courtFill:`url(#${i}-court)`})+ye+(we&&!$?'<rect class="solitaire-select-ring" x="-2" y="-2" width="104" height="144" rx="9" fill="none" stroke="var(--solitaire-select)" stroke-width="4"/>':"")+(Ut?it:"")+"</g>";pt?Ft.push(Ot):q.push(Ot)}if(N.fan==="square"&&N.count>1){let E=Math.max(8,f*.13),st=N.slot.x+f-3-E*1.4,pt=N.slot.y+3+E*.78;q.push(`<g class="solitaire-badge" pointer-events="none"><rect x="${M(st-E*1.4)}" y="${M(pt-E*.78)}" width="${M(E*2.8)}" height="${M(E*1.56)}" rx="${M(E*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${M(st)}" y="${M(pt+E*.36)}" text-anchor="middle" font-size="${M(E*1.02)}" font-weight="700" fill="#fff">${N.count}</text></g>`)}if(N.label&&N.label.text){let E=Q.dir==="down"?"\u2193 ":Q.dir==="up"?"\u2191 ":"";q.push(`<text class="solitaire-pile-label" x="${M(N.label.x)}" y="${M(N.label.y)}" text-anchor="middle" font-size="${M(Math.max(8.5,.13*f))}">${nt(E+N.label.text)}</text>`)}q.push("</g>")}if($&&$.over&&o.piles[$.over]){let A=o.piles[$.over].drop;q.push(`<rect class="solitaire-over-ring" x="${M(A.x)}" y="${M(A.y)}" width="${M(A.w)}" height="${M(A.h)}" rx="8" fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-width="3.6" pointer-events="none"/>`)}$&&q.push(`<g class="solitaire-drag" transform="translate(${M($.dx)} ${M($.dy)})" pointer-events="none">${Ft.join("")}</g>`);let Ht=r.getRootNode().activeElement??document.activeElement,ke=z.contains(Ht)&&Ht!==z;_.innerHTML=q.join(""),_.setAttribute("viewBox",`0 0 ${M(o.width)} ${M(o.height)}`),_.setAttribute("aria-label",n.title??"Position editor"),ke&&kt(X)},ct=()=>{let o=n.piles.find(k=>k.id==="stock"),f=r.getRootNode().activeElement??document.activeElement,a=f&&U.contains(f)?Number(f.dataset.index??-1):null;U.replaceChildren(),U.setAttribute("aria-label",F("stock_strip")),U.append(D("span","solitaire-editor-strip-caption",{textContent:F("stock_strip")})),o.cards.forEach((k,C)=>{let S=k[1]==="H"||k[1]==="D",L=D("button",`solitaire-editor-chip ${S?"red":"black"}`,{type:"button"});L.textContent=(k[0]==="T"?"10":k[0])+{S:"\u2660",H:"\u2665",D:"\u2666",C:"\u2663"}[k[1]],L.dataset.index=String(C),L.dataset.card=k,L.setAttribute("aria-label",`${C+1}: ${xt(k,n.labels)}`),L.setAttribute("aria-pressed",v&&v.pile==="stock"&&v.index===C?"true":"false"),L.addEventListener("click",()=>{ut?ut=!1:Nt(C)}),L.addEventListener("pointerdown",it=>pe(it,C,L)),U.append(L)});let x=D("button","solitaire-editor-chip solitaire-editor-chip-end",{type:"button",textContent:"\u21E5"});if(x.title=F("to_stock_end"),x.setAttribute("aria-label",F("to_stock_end")),x.addEventListener("click",()=>Nt(o.cards.length)),x.dataset.index=String(o.cards.length),U.append(x),a!==null){let k=U.querySelectorAll("button");k[Math.min(Math.max(a,0),k.length-1)].focus({preventScroll:!0})}},ue=()=>{n&&(p.textContent=n.title,l.textContent=F("undo"),l.disabled=!n.can_undo,s.textContent=F("reset"),u.textContent=F("sort"),c.textContent=F("flip"),c.hidden=!n.auto_flip,h.textContent=F(n.counter_kind),w.textContent=String(n.counter),I.disabled=n.counter<=0,I.setAttribute("aria-label",`${F(n.counter_kind)} \u2212 1`),T.setAttribute("aria-label",`${F(n.counter_kind)} + 1`),T.disabled=typeof n.counter_max=="number"&&n.counter>=n.counter_max,H.className="solitaire-editor-verdict "+(n.valid?"solitaire-editor-valid":"solitaire-editor-invalid"),H.innerHTML=n.valid?`<b>\u2713 ${nt(F("valid"))}</b>`:`<b>\u2717 ${nt(F("invalid"))}:</b><span class="solitaire-editor-problem">${nt(n.problem)}</span>`,B.textContent=n.message?n.message.text:"",B.className="solitaire-message"+(n.message?` solitaire-message-${n.message.kind}`:""),B.style.display=n.message?"":"none",tt.textContent=F("help"),J.textContent=n.position,Z(),ct())},vt=()=>{let o=t.get("_editor");!o||!Array.isArray(o.piles)||(n=o,O=jt(),m=At(ae(n),O),v=null,$=null,ue())};function kt(o){let f=ht(m),a=o&&f.find(k=>k.pile===o.pile&&k.index===o.index);if(!a&&o){let k=f.filter(C=>C.pile===o.pile);a=k[k.length-1]}if(a=a??f[0],!a)return;X=a;let x=_.querySelector(`[data-stop="${a.pile}/${a.index}"]`);if(x){for(let k of _.querySelectorAll(`[data-pile="${a.pile}"][tabindex="0"]`))k.setAttribute("tabindex","-1");x.setAttribute("tabindex","0"),x.focus({preventScroll:!0})}}let Rt=o=>{let f=o?le(m,o.pile,o.index):0,a=Ke(v,o,f);V(a.intent),v=a.selection,Z(),ct()},dt=null,ut=!1,It=(o,f)=>{let a=r.getRootNode(),x=(a.elementFromPoint?a:document).elementFromPoint(o,f),k=x&&x.closest?x.closest(".solitaire-editor-chip"):null;if(k&&U.contains(k))return Number(k.dataset.index);let C=_.getBoundingClientRect();if(o<C.left||o>C.right||f<C.top||f>C.bottom)return null;let S=$t(o,f);for(let L of m.order)if(lt(m.piles[L].drop,S.x,S.y))return L;return null},pe=(o,f,a)=>{if(o.button!==0)return;dt={id:o.pointerId,index:f,cx:o.clientX,cy:o.clientY,ghost:null,over:null};try{a.setPointerCapture(o.pointerId)}catch{}let x=C=>{let S=dt;if(!S||C.pointerId!==S.id)return;if(!S.ghost){if(Math.hypot(C.clientX-S.cx,C.clientY-S.cy)<Tt)return;S.ghost=a.cloneNode(!0),Object.assign(S.ghost.style,{position:"fixed",pointerEvents:"none",zIndex:"10",opacity:"0.85"}),r.append(S.ghost),v=null}S.ghost.style.left=`${C.clientX+6}px`,S.ghost.style.top=`${C.clientY+6}px`;let L=It(C.clientX,C.clientY);L!==S.over&&(S.over=L,$=typeof L=="string"?{src:"",index:0,count:0,dx:0,dy:0,over:L}:null,Z())},k=C=>{let S=dt;if(!S||C.pointerId!==S.id||(a.removeEventListener("pointermove",x),a.removeEventListener("pointerup",k),a.removeEventListener("pointercancel",k),dt=null,!S.ghost))return;S.ghost.remove(),ut=!0,setTimeout(()=>{ut=!1},0),$=null;let L=C.type==="pointerup"?It(C.clientX,C.clientY):null,it=n.piles.find(q=>q.id==="stock").cards.length;if(typeof L=="string"&&L!=="stock")V({kind:"move",src:"stock",index:S.index,count:1,dst:L});else if(typeof L=="number"||L==="stock"){let q=typeof L=="number"?Math.min(L,it-1):it-1;q!==S.index&&V({kind:"move",src:"stock",index:S.index,count:1,dst:"stock",at:q})}Z()};a.addEventListener("pointermove",x),a.addEventListener("pointerup",k),a.addEventListener("pointercancel",k)},Nt=o=>{let f=n.piles.find(a=>a.id==="stock");if(v)if(v.pile==="stock"&&v.index===o)v=null;else{let a=Math.min(o,f.cards.length-(v.pile==="stock"?v.count:0));V({kind:"move",src:v.pile,index:v.index,count:v.count,dst:"stock",at:a}),v=null}else o<f.cards.length&&(v={pile:"stock",index:o,count:1});Z(),ct()},yt=o=>{o&&o.index>=0&&V({kind:"flip",pile:o.pile,index:o.index})},wt=o=>{n&&o>=0&&V({kind:"counter",value:o})};l.addEventListener("click",()=>V({kind:"undo"})),s.addEventListener("click",()=>V({kind:"reset"})),u.addEventListener("click",()=>V({kind:"sort"})),c.addEventListener("click",()=>yt(v??X)),I.addEventListener("click",()=>wt(n.counter-1)),T.addEventListener("click",()=>wt(n.counter+1));let fe=o=>{if(o.altKey||o.ctrlKey||o.metaKey||!m)return;let f={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(o.key in f){o.preventDefault();let a=Dt(m,X,f[o.key]);a&&kt(a)}else o.key==="Enter"||o.key===" "?(o.preventDefault(),X?Rt(X):kt(null)):o.key==="f"||o.key==="F"?(o.preventDefault(),yt(X)):o.key==="Escape"?(v=null,Z(),ct()):o.key==="u"||o.key==="U"?(o.preventDefault(),V({kind:"undo"})):(o.key==="+"||o.key==="-")&&(o.preventDefault(),wt(n.counter+(o.key==="+"?1:-1)))},ge=o=>{let f=o.target.closest?.("[data-stop]");if(!f)return;let[a,x]=(f.getAttribute("data-stop")??"").split("/");X={pile:a,index:Number(x)}},Y=null,et=null,$t=(o,f)=>{let a=_.getBoundingClientRect(),x=a.width?m.width/a.width:1;return{x:(o-a.left)*x,y:(f-a.top)*x}},xe=(o,f,a,x)=>{let k=m.piles.stock;return x!=="stock"&&k&&lt(k.drop,o,f)?"stock":Mt(m,a,x)},be=o=>{if(o.button!==0||!m)return;let f=$t(o.clientX,o.clientY),a=Et(m,f.x,f.y);Y={id:o.pointerId,hit:a,cx:o.clientX,cy:o.clientY,x:f.x,y:f.y,dragging:!1};try{_.setPointerCapture(o.pointerId)}catch{}a&&a.index>=0&&(o.preventDefault(),z.focus({preventScroll:!0}))},he=o=>{if(!Y||o.pointerId!==Y.id)return;let f=Y.hit;if(!Y.dragging){if(Math.hypot(o.clientX-Y.cx,o.clientY-Y.cy)<Tt||!f||f.index<0)return;Y.dragging=!0,et=null,v=null,$={src:f.pile,index:f.index,count:le(m,f.pile,f.index),dx:0,dy:0,over:null}}if(!$)return;let a=$t(o.clientX,o.clientY);$.dx=a.x-Y.x,$.dy=a.y-Y.y;let x=m.piles[$.src].cards[$.index];$.over=xe(a.x,a.y,{x:x.x+$.dx,y:x.y+$.dy,w:m.cardW,h:m.cardH},$.src),Z()},me=o=>{if(!Y||o.pointerId!==Y.id)return;let f=Y;if(Y=null,f.dragging){let x=$;$=null,x&&x.over&&x.over!==x.src&&V({kind:"move",src:x.src,index:x.index,count:x.count,dst:x.over}),Z();return}let a=f.hit;if(a&&a.index>=0&&et&&et.pile===a.pile&&et.index===a.index&&o.timeStamp-et.t<Jt){et=null,v=null,yt(a),Z();return}et=a&&a.index>=0&&!v?{...a,t:o.timeStamp}:null,a&&(X=a),Rt(a)},ve=()=>{Y=null,$&&($=null,Z())};_.addEventListener("pointerdown",be),_.addEventListener("pointermove",he),_.addEventListener("pointerup",me),_.addEventListener("pointercancel",ve),z.addEventListener("keydown",fe),z.addEventListener("focusin",ge),t.on("change:_editor",vt),t.on("msg:custom",_t);let St=null;if(typeof ResizeObserver<"u"){let o=0;St=new ResizeObserver(()=>{cancelAnimationFrame(o),o=requestAnimationFrame(()=>{let f=jt();!n||Math.abs(f-O)<1||(O=f,m=At(ae(n),O),Z())})}),St.observe(z)}return vt(),()=>{t.off("change:_editor",vt),t.off("msg:custom",_t),mt.destroy(),St?.disconnect(),ot?.(),r.remove()}}var mi={render:Ve};export{le as carried,Ke as clickAction,mi as default,ae as layoutSnapshot};
