var Oe="#c0142c",Pe="#1b1e24";function ie(e){let t=e[0],i=e[1];return{rank:t,suit:i,red:i==="H"||i==="D"}}function oe(e){return e==="T"?"10":e}var Ye={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function ft(e,t,i,r,l,c=!1){let n=r/100,a=c?" rotate(180 50 50)":"";return`<path d="${Ye[e]}" fill="${l}" transform="translate(${Nt(t-r/2)} ${Nt(i-r/2)}) scale(${Nt(n)})${a}"/>`}function Nt(e){return Number.isInteger(e)?String(e):e.toFixed(2)}var U=31,J=50,z=69,K=29,X=111,it=70,At=56.3,Ct=83.7,ee={2:[[J,K],[J,X]],3:[[J,K],[J,it],[J,X]],4:[[U,K],[z,K],[U,X],[z,X]],5:[[U,K],[z,K],[J,it],[U,X],[z,X]],6:[[U,K],[z,K],[U,it],[z,it],[U,X],[z,X]],7:[[U,K],[z,K],[J,49.5],[U,it],[z,it],[U,X],[z,X]],8:[[U,K],[z,K],[J,49.5],[U,it],[z,it],[J,90.5],[U,X],[z,X]],9:[[U,K],[z,K],[U,At],[z,At],[J,it],[U,Ct],[z,Ct],[U,X],[z,X]],T:[[U,K],[z,K],[J,42.6],[U,At],[z,At],[U,Ct],[z,Ct],[J,97.4],[U,X],[z,X]]},re=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function Be(e,t,i){let r=oe(e),l=r.length>1;return`<g class="solitaire-index"><text x="${l?12.6:11.5}" y="23" text-anchor="middle" font-size="${l?19:22}"${l?' letter-spacing="-2.2"':""} ${re} fill="${i}">${r}</text>`+ft(t,11.5,31.5,12,i)+"</g>"}function We(e,t,i,r){let n=t-13,a=i-14/2;return`<polygon points="${e==="K"?`${n},${a+14} ${n},${a} ${n+26*.25},${a+14*.55} ${n+26/2},${a-2} ${n+26*.75},${a+14*.55} ${n+26},${a} ${n+26},${a+14}`:`${n},${a+14} ${n+2},${a+3} ${n+26*.3},${a+14*.6} ${n+26/2},${a+1} ${n+26*.7},${a+14*.6} ${n+26-2},${a+3} ${n+26},${a+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${t}" cy="${a+14*.72}" r="2" fill="${r}"/>`}function Ke(e,t,i){return`<path d="M${e-11} ${t+7}C${e-6} ${t-8} ${e+6} ${t-10} ${e+13} ${t-7}C${e+5} ${t-3} ${e-2} ${t+2} ${e-11} ${t+7}Z" fill="#e7b53c" stroke="${i}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${e-11} ${t+7}L${e+9} ${t-6}" stroke="${i}" stroke-width="0.9"/>`}function Xe(e,t,i,r){let l=(e==="J"?Ke(50,30,i):We(e,50,30,i))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${re} fill="${i}">${e}</text>`+ft(t,32.5,29,10,i)+ft(t,67.5,29,10,i);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${i}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${i}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${i}" stroke-opacity="0.4" stroke-width="0.8"/>`+l+`<g transform="rotate(180 50 70)">${l}</g>`}function ne(e,t={}){let{rank:i,suit:r,red:l}=ie(e),c=l?Oe:Pe,n=Be(i,r,c),a="";if(i==="A")a=ft(r,50,70,r==="S"?46:40,c),r==="S"&&(a+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${c}" stroke-opacity="0.25" stroke-width="1"/>`);else if(ee[i]){let u=i==="T"||i==="9"?17:18;a=ee[i].map(([d,g])=>`<g class="solitaire-pip">${ft(r,d,g,u,c,g>it+1)}</g>`).join("")}else a=Xe(i,r,c,t.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+a+n+`<g transform="rotate(180 50 70)">${n}</g></g>`}function se(e){return`<pattern id="${e}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${e}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Lt(e,t){let{rank:i,suit:r}=ie(e),l=t?.ranks?.[i]??oe(i),c=t?.suits?.[r]??r;return(t?.card_name??"{rank} of {suit}").replace("{rank}",l).replace("{suit}",c)}var qe={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},Ft=3;function Ge(e){let t=e.draw_count;return typeof t=="number"&&t>=1?Math.min(t,Ft):Ft}function Ut(e,t,i={}){let r={...qe,...i};return(e.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?ti(e,t,r):Qe(e,t,r)}function ae(e,t,i,r){let l=e/(t+(t-1)*i+2*i);return Math.max(r.minCardW,Math.min(r.maxCardW,l))}var w=e=>Math.round(e*100)/100;function at(e,t,i){let r=e.cards.length,l=e.face_down??0,c=e.cards.map((n,a)=>({index:a,code:n,faceUp:n!==null&&a>=l,x:t.x,y:t.y}));return{id:e.id,kind:e.kind,fan:"square",slot:t,drop:Ve(t,i),cards:c,count:r}}function Ve(e,t){return{x:w(e.x-t),y:w(e.y-t),w:w(e.w+2*t),h:w(e.h+2*t)}}function Ze(e,t,i,r,l,c){let n=e.cards.length,a=r.faceDownStep*i,u=r.faceUpStep*i,d=e.cards.slice(0,-1).map(x=>x===null?"d":"u"),g=()=>d.reduce((x,I)=>x+(I==="d"?a:u),0);if(l!==void 0&&n>1){let x=l-t.y-i,I=g();if(I>x&&x>0){let R=Math.max(.35,x/I);a*=R,u*=R}}let $=t.y,h=e.cards.map((x,I)=>{let R={index:I,code:x,faceUp:x!==null&&I>=(e.face_down??0),x:t.x,y:w($)};return $+=x===null?a:u,R}),v=n?h[n-1].y+i:t.y+i;return{id:e.id,kind:e.kind,fan:"down",slot:t,drop:{x:w(t.x-c),y:w(t.y-c),w:w(t.w+2*c),h:w(v-t.y+i*.35+c)},cards:h,count:n}}function Je(e,t,i,r,l,c){let n=e.cards.length,a=Math.max(0,n-c),u=r.wasteFan*i,d=e.cards.map(($,h)=>({index:h,code:$,faceUp:$!==null,x:w(t.x+Math.max(0,h-a)*u),y:t.y})),g=n?d[n-1].x+i:t.x+i;return{id:e.id,kind:e.kind,fan:"right",slot:t,drop:{x:w(t.x-l),y:w(t.y-l),w:w(g-t.x+2*l),h:w(t.h+2*l)},cards:d,count:n,shown:c}}function Qe(e,t,i){let r=e.piles,l=r.filter(m=>m.kind==="foundation"),c=r.filter(m=>m.kind==="tableau"),n=Math.max(7,c.length,l.length+3),a=.14,u=ae(t,n,a,i),d=u*1.4,g=u*a,$=n*u+(n-1)*g;t=Math.max(t,$+2*g);let h=Math.max(g,(t-$)/2),v=m=>w(h+m*(u+g)),x=g,I=Math.max(14,d*.14),R=x+d+I+g*.6,P=g/2,Q=(c.length?Math.max(0,c.length-1)*i.faceDownStep+Math.max(0,i.faceUpRoom-1)*i.faceUpStep:0)*d,ot=R+d+Q+g,B=i.maxHeight?Math.min(ot,i.maxHeight):ot,j=B-g,q={},rt=[];for(let m of r){let N;if(m.kind==="stock")N=at(m,{x:v(0),y:x,w:u,h:d},P),N.label={x:w(v(0)+u/2),y:w(x+d+I*.8),text:""};else if(m.kind==="waste")N=Je(m,{x:v(1),y:x,w:u,h:d},u,i,P,Ge(e));else if(m.kind==="foundation"){let V=l.indexOf(m);N=at(m,{x:v(n-l.length+V),y:x,w:u,h:d},P)}else{let V=c.indexOf(m);N=Ze(m,{x:v(V),y:w(R),w:u,h:d},d,i,j,P);let f=N.cards.length?N.cards[N.cards.length-1].y+d:R+d;B=Math.max(B,f+g)}q[m.id]=N,rt.push(m.id)}return{width:w(t),height:w(B),cardW:w(u),cardH:w(d),gap:w(g),kind:"klondike",piles:q,order:rt}}function ti(e,t,i){let r=e.piles,l=r.filter(m=>m.kind==="foundation"),c=r.filter(m=>m.kind==="tableau"),n=Math.max(l.length,Math.ceil(c.length/2),1),a=n+1,u=.16,d=ae(t,a,u,i),g=d*1.4,$=d*u,h=a*d+(a-1)*$;t=Math.max(t,h+2*$);let v=Math.max($,(t-h)/2),x=m=>w(v+m*(d+$)),I=$,R=Math.max(14,g*.15),P=[I+g+R+$*.9];P.push(P[0]+g+$*1.1);let Q=$/2,ot={},B=[0,0];c.forEach((m,N)=>{let V=Math.min(1,Math.max(0,typeof m.row=="number"?m.row:N<n?0:1));ot[m.id]={row:V,col:B[V]++}});let j={},q=[];for(let m of r){let N;if(m.kind==="stock")N=at(m,{x:x(0),y:I,w:d,h:g},Q),N.label={x:w(x(0)+d/2),y:w(I+g+R*.8),text:""};else if(m.kind==="waste")N=at(m,{x:x(0),y:w(P[0]),w:d,h:g},Q);else if(m.kind==="foundation"){let V=l.indexOf(m),f=x(1+V);N=at(m,{x:f,y:I,w:d,h:g},Q),N.label={x:w(f+d/2),y:w(I+g+R*.8),text:m.label??""}}else{let{row:V,col:f}=ot[m.id];N=at(m,{x:x(1+f%n),y:w(P[V]),w:d,h:g},Q)}j[m.id]=N,q.push(m.id)}let rt=P[1]+g+$*1.2;return{width:w(t),height:w(rt),cardW:w(d),cardH:w(g),gap:w($),kind:"matrimony",piles:j,order:q}}function Et(e){return e.fan==="down"?e.cards:e.fan==="right"?e.cards.slice(-(e.shown??Ft)):e.cards.slice(-1)}function gt(e,t,i){return t>=e.x&&t<=e.x+e.w&&i>=e.y&&i<=e.y+e.h}function Mt(e,t,i){let{cardW:r,cardH:l}=e;for(let c=e.order.length-1;c>=0;c--){let n=e.piles[e.order[c]],a=Et(n);for(let u=a.length-1;u>=0;u--){let d=a[u];if(gt({x:d.x,y:d.y,w:r,h:l},t,i))return{pile:n.id,index:n.fan==="down"?d.index:n.count-1}}if(!a.length&&gt(n.slot,t,i))return{pile:n.id,index:-1}}return null}function zt(e,t,i){let r=null,l=0;for(let c of e.order){if(c===i)continue;let n=e.piles[c];if(n.kind==="stock")continue;let a=n.drop,u=Math.min(t.x+t.w,a.x+a.w)-Math.max(t.x,a.x),d=Math.min(t.y+t.h,a.y+a.h)-Math.max(t.y,a.y);if(u<=0||d<=0)continue;let g=u*d;g>l&&(l=g,r=c)}return l>=.12*t.w*t.h?r:null}function _t(e){let t=[];for(let i of e.order){let r=e.piles[i];if(r.fan==="down"){let l=r.cards.filter(c=>c.faceUp);if(l.length)for(let c of l)t.push({pile:i,index:c.index});else t.push({pile:i,index:r.count-1})}else t.push({pile:i,index:r.count-1})}return t}function le(e,t){let i=e.piles[t.pile],r=t.index>=0?i.cards[t.index]:null,l=r?r.x:i.slot.x,c=r?r.y:i.slot.y;return{x:l+e.cardW/2,y:c+(r&&i.fan==="down"?e.cardH*.12:e.cardH/2)}}function Ht(e,t,i){let r=_t(e);if(!r.length)return null;if(!t)return r[0];let l=r.find(u=>u.pile===t.pile&&u.index===t.index)??r.find(u=>u.pile===t.pile);if(!l)return r[0];if(i==="up"||i==="down"){let u=r.filter(g=>g.pile===l.pile),d=u.indexOf(l)+(i==="down"?1:-1);if(d>=0&&d<u.length)return u[d]}let c=le(e,l);if(i==="left"||i==="right"){let u=e.piles[l.pile].slot.y,d=null,g=1/0;for(let h of e.order){let v=e.piles[h];if(h===l.pile||Math.abs(v.slot.y-u)>1)continue;let x=(v.slot.x-e.piles[l.pile].slot.x)*(i==="right"?1:-1);x>1&&x<g&&(g=x,d=h)}if(!d)return l;let $=r.filter(h=>h.pile===d);return $[$.length-1]}let n=null,a=1/0;for(let u of r){if(u.pile===l.pile)continue;let d=le(e,u),g=i==="up"?c.y-d.y:d.y-c.y,$=Math.abs(d.x-c.x);if(g<=1)continue;let h=g+3*$;h<a&&(a=h,n=u)}return n??l}function ei(e,t){return String(e).replace(/\{(\w+)\}/g,(i,r)=>r in t?String(t[r]):i)}function ce(e,t){let i=e.labels??{};if(t==="stock")return i.stock??"Stock";if(t==="waste")return i.waste??"Waste";let r=/^([ft])(\d+)$/.exec(t);return r?ei(r[1]==="f"?i.foundation??"Foundation {n}":i.pile??"Pile {n}",{n:r[2]}):t}function ii(){let e=new Uint32Array(2);return globalThis.crypto.getRandomValues(e),Array.from(e,t=>t.toString(36).padStart(7,"0")).join("")}function de(e,t={}){let i=t.timeout??400,r=t.retries??5,l=t.session??ii(),c=t.setTimer??((h,v)=>setTimeout(h,v)),n=t.clearTimer??(h=>clearTimeout(h)),a=new Map,u=0,d={sent:0,resent:0,acked:0,givenUp:0},g=h=>{try{e(h)}catch(v){t.onPostError?.(v)}},$=h=>{let v=a.get(h);v&&(v.timer=c(()=>{if(a.has(h)){if(v.attempt>=r){a.delete(h),d.givenUp+=1,t.onGiveUp?.(v.msg);return}v.attempt+=1,d.resent+=1,t.onResend?.(v.msg,v.attempt),g(v.msg),$(h)}},i*2**v.attempt))};return{session:l,stats:d,send(h){u+=1;let v=`${l}-${u}`,x={...h,id:v};return a.set(v,{msg:x,attempt:0,timer:null}),d.sent+=1,g(x),$(v),v},ack(h){let v=typeof h=="string"?a.get(h):void 0;return v?(n(v.timer),a.delete(h),d.acked+=1,!0):!1},pending:()=>[...a.keys()],destroy(){for(let h of a.values())n(h.timer);a.clear()}}}var Ot=5,ue=400;var oi=`
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
`;function be(e){let t=e.getRootNode?e.getRootNode():document,i=t&&t.nodeType===11?t:document.head;if(!i||i.querySelector&&i.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=oi,i.appendChild(r)}var pe=new Set(["dark","dark-mode","dark-theme","theme-dark"]),fe=new Set(["light","light-mode","light-theme","theme-light"]),he=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function ri(e){let t=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(e);if(t){let a=t[4]===void 0?1:t[4].endsWith("%")?parseFloat(t[4])/100:parseFloat(t[4]);return[+t[1],+t[2],+t[3],a]}if(typeof document>"u")return null;let i=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!i)return null;i.clearRect(0,0,1,1),i.fillStyle="#00000000",i.fillStyle=e,i.fillRect(0,0,1,1);let[r,l,c,n]=i.getImageData(0,0,1,1).data;return[r,l,c,n/255]}function ni(e){let t=i=>{let r=i/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*t(e[0])+.7152*t(e[1])+.0722*t(e[2])}function si(e){let t=e;for(;t;){if(t.nodeType===1){let i=ri(getComputedStyle(t).backgroundColor);if(i&&i[3]>=.5)return i}t=t.parentNode||(t.nodeType===11?t.host:null)}return null}function ge(e){if(!e)return null;for(let t of e.classList){if(pe.has(t))return"dark";if(fe.has(t))return"light"}for(let t of he){let i=(e.getAttribute(t)||"").toLowerCase();if(pe.has(i))return"dark";if(fe.has(i))return"light"}return null}function ai(e){let t=e.ownerDocument||document,i=t.body,r=t.documentElement,l=i&&i.getAttribute("data-jp-theme-light");if(l==="true"||l==="false")return{scheme:l==="true"?"light":"dark",source:"jupyter"};let c=i?`${i.className} ${i.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(c))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(c))return{scheme:"dark",source:"vscode"};let n=ge(i)||ge(r);if(n)return{scheme:n,source:"page"};let a=e.isConnected?si(e.parentNode||e):null;if(a)return{scheme:ni(a)<.18?"dark":"light",source:"background"};let u=e.nodeType===1?getComputedStyle(e).colorScheme:"";return u==="dark"||u==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var xe=new WeakMap;function me(e){let t=()=>{let a=e.dataset.themeChoice,{scheme:u,source:d}=a==="light"||a==="dark"?{scheme:a,source:"setting"}:ai(e);if(e.dataset.theme===u&&e.dataset.themeSource===d)return;e.classList.add("solitaire-no-transition"),e.classList.toggle("solitaire-dark",u==="dark"),e.classList.toggle("solitaire-light",u==="light");let g=d==="prefers-color-scheme"||d==="color-scheme"||d==="setting";e.classList.toggle("solitaire-own-bg",g),e.classList.toggle("solitaire-theme-fixed",d==="setting"),e.dataset.theme=u,e.dataset.themeSource=d,e.offsetHeight,e.classList.remove("solitaire-no-transition")};xe.set(e,t),t();let i=e.ownerDocument||document,r=new MutationObserver(t),l=["class","data-jp-theme-light","data-vscode-theme-kind","style",...he];for(let a of[i.documentElement,i.body])a&&r.observe(a,{attributes:!0,attributeFilter:l});let c=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;c?.addEventListener?.("change",t);let n=typeof requestAnimationFrame=="function"?requestAnimationFrame(t):0;return()=>{xe.delete(e),r.disconnect(),c?.removeEventListener?.("change",t),n&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(n)}}var Pt=Symbol.for("solitaire_widget.ids");function ve(e){let t=globalThis;return t[Pt]=(t[Pt]??0)+1,`${e}${t[Pt]}`}function ke(e){let t=null,i="",r=-1/0,l=null,c=null,n=()=>{l=null,c===null?e.removeAttribute("aria-live"):e.setAttribute("aria-live",c)},a=()=>{l!==null&&(clearTimeout(l),n())},u=()=>{t!==null&&clearTimeout(t),t=null},d=()=>{e.textContent!==""&&(r=Date.now()),e.textContent=""},g=x=>{i=x,e.textContent=x},$=(x,I)=>{t=setTimeout(()=>{t=null,g(x)},I)},h=x=>{let I=t!==null;if(u(),a(),!x){d();return}if(!I&&e.textContent!==x){let R=Date.now()-r;e.textContent===""&&x===i&&R<100?$(x,100-R):g(x);return}d(),$(x,100)};return{say:h,reword:x=>{if(t!==null){h(x);return}!x||e.textContent===x||(a(),c=e.getAttribute("aria-live"),e.setAttribute("aria-live","off"),g(x),l=setTimeout(n,100))},stop:u}}function bt(e){return e.getRootNode().activeElement??document.activeElement}function lt(e,t){return t&&bt(e)===e}function Yt(e){for(let t of e)if(!(!t||!t.isConnected||t.disabled||t.hidden||t.closest(".solitaire-hidden"))&&(t.focus({preventScroll:!0}),bt(t)===t))return!0;return!1}var xt="data-lm-suppress-shortcuts";function we(e){let t=c=>{let n=c.target;n&&n.setAttribute&&!n.hasAttribute(xt)&&n.setAttribute(xt,"true")},i=[],r=()=>{i.forEach(c=>c.setAttribute(xt,"true")),i=[]},l=c=>{if(r(),!(c.ctrlKey||c.metaKey||c.altKey)||c.key==="Enter")return;let n=c.target;if(!(n instanceof Element)||!e.contains(n))return;let a=e.parentElement;for(let u=n;u&&u!==a;u=u.parentElement)u.hasAttribute(xt)&&(u.removeAttribute(xt),i.push(u));i.length&&setTimeout(r)};return e.addEventListener("focusin",t),window.addEventListener("keydown",l,!0),()=>{r(),e.removeEventListener("focusin",t),window.removeEventListener("keydown",l,!0)}}var li="http://www.w3.org/2000/svg",ye="solitaire-editor-style",ci=`
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
.solitaire-editor-chip { font: inherit; min-width: 2.6em; padding: 2px 4px; border-radius: 4px; cursor: pointer; touch-action: none;
  border: 1px solid var(--solitaire-border); background: #fff; font-variant-numeric: tabular-nums; }
.solitaire-editor-chip.red { color: #c0142c; } .solitaire-editor-chip.black { color: #1b1e24; }
.solitaire-editor-chip[aria-pressed="true"] { outline: 3px solid var(--solitaire-select, #ffcf3f); outline-offset: 1px; }
.solitaire-editor-chip:focus-visible { outline: 2px solid var(--solitaire-focus); outline-offset: 2px; }
.solitaire-editor-chip-extra { border: 2px solid #c62828; box-shadow: 0 0 0 1px #fff; font-weight: 700; }
.solitaire-editor-remove { border-color: #c62828; }
.solitaire-editor-chip-end { background: var(--solitaire-surface-2); color: var(--solitaire-fg); }
.solitaire-editor-text { display: block; margin: 4px 0; padding: 4px 6px; font-size: 0.85em; word-break: break-all;
  background: var(--solitaire-surface-2); border-radius: 4px; user-select: all; -webkit-user-select: all; }
.solitaire-editor-help { color: var(--solitaire-fg-dim); margin: 2px 0; }
.solitaire-editor .solitaire-card[data-stop] { cursor: grab; }
.solitaire-editor .solitaire-card:focus .solitaire-focus-ring, .solitaire-editor .solitaire-slot:focus .solitaire-focus-ring { opacity: 1; }
`,ct=e=>String(e).replace(/[&<>"]/g,t=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[t]??t),_=e=>(Math.round(e*100)/100).toString();function di(e){let t=e.getRootNode(),i=t&&t.nodeType===11?t:document.head;if(i.querySelector(`#${ye}`))return;let r=document.createElement("style");r.id=ye,r.textContent=ci,i.appendChild(r)}function D(e,t,i={}){let r=document.createElement(e);return r.className=t,Object.assign(r,i),r}function $e(e){return{...e,piles:e.piles.map(t=>({...t,cards:[...t.cards]}))}}function Se(e,t,i){let r=e.piles[t];return!r||i<0||i>=r.count?0:r.fan==="down"?r.count-i:1}function ui(e,t,i){return t?e?e.pile===t.pile&&(e.index===t.index||i===0)?{intent:null,selection:null}:e.pile===t.pile&&t.index>=0?{intent:null,selection:{...t,count:i}}:{intent:{kind:"move",src:e.pile,index:e.index,count:e.count,dst:t.pile},selection:null}:t.index>=0&&i>0?{intent:null,selection:{...t,count:i}}:{intent:null,selection:null}:{intent:null,selection:null}}function pi({model:e,el:t}){be(t),di(t);let i=ve("solitaire-ed"),r=D("div","solitaire-root solitaire-editor"),l=D("div","solitaire-toolbar"),c=D("span","solitaire-editor-title"),n=D("button","solitaire-btn solitaire-editor-undo",{type:"button"}),a=D("button","solitaire-btn solitaire-editor-reset",{type:"button"}),u=D("button","solitaire-btn solitaire-editor-sort",{type:"button"}),d=D("button","solitaire-btn solitaire-editor-flip",{type:"button"}),g=D("button","solitaire-btn solitaire-editor-remove",{type:"button",hidden:!0}),$=D("span","solitaire-spacer"),h=D("span","solitaire-editor-counter"),v=D("span","solitaire-label"),x=D("button","solitaire-btn solitaire-editor-minus",{type:"button",textContent:"\u2212"}),I=D("span","solitaire-editor-counter-value",{role:"status"}),R=D("button","solitaire-btn solitaire-editor-plus",{type:"button",textContent:"+"});h.append(v,x,I,R),l.append(c,n,a,u,d,g,$,h);let P=D("div","solitaire-editor-verdict",{role:"status"});P.setAttribute("aria-live","polite");let Q=D("div","solitaire-message",{role:"alert"}),ot=D("div","solitaire-said solitaire-editor-said",{role:"status"});ot.setAttribute("aria-live","polite"),r.setAttribute("data-lm-suppress-shortcuts","true");let B=D("div","solitaire-table solitaire-interactive",{tabIndex:-1}),j=document.createElementNS(li,"svg");j.setAttribute("class","solitaire-svg"),j.setAttribute("role","group"),B.appendChild(j);let q=D("div","solitaire-editor-strip",{role:"group"}),rt=D("div","solitaire-editor-help"),m=D("code","solitaire-editor-text");r.append(l,P,Q,ot,B,q,rt,m),t.appendChild(r);let N=me(r),V=we(r),f=null,H=null,dt=0,y=null,O=null,S=null,Tt=de(o=>e.send(o)),Z=o=>{o&&Tt.send(o.kind==="move"||o.kind==="flip"||o.kind==="remove"?{...o,version:f.version}:o)},Bt=o=>{o&&typeof o=="object"&&"ack"in o&&Tt.ack(o.ack)},Wt=()=>B.clientWidth||t.clientWidth||760,T=o=>f&&f.labels&&f.labels[o]||o,Ae=(o,p)=>{let s=f.piles.find(b=>b.id===o);return s&&p>=0&&p<s.cards.length?{code:s.cards[p],up:s.up[p],extra:s.extra&&s.extra[p]||0}:null},Ce=(o,p)=>{let s=ce(f,o),b=Ae(o,p);return b?`${Lt(b.code,f.labels)}, ${s}, ${b.up?T("face_up"):T("face_down")}${b.extra?`, ${T("extra")} (\xD7${b.extra})`:""}`:`${s}, ${T("empty")}`},tt=()=>{let o=H,{cardW:p,cardH:s}=o,b=p/100,k=_t(o),C=new Set(k.map(E=>`${E.pile}/${E.index}`)),A={};for(let E of k)A[E.pile]=`${E.pile}/${E.index}`;O&&C.has(`${O.pile}/${O.index}`)&&(A[O.pile]=`${O.pile}/${O.index}`);let M=(E,F)=>{let et=`${E}/${F}`;if(!C.has(et))return"";let ut=!S&&y&&y.pile===E&&y.index===F,L=Ce(E,F)+(ut?`, ${T("picked_up")}`:"");return` data-stop="${et}" tabindex="${A[E]===et?0:-1}" role="button"${ut?' aria-pressed="true"':""} data-lm-suppress-shortcuts="true" aria-label="${ct(L)}"`},W='<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>',Y=[`<defs>${se(i)}</defs>`],yt=[];for(let E of o.order){let F=o.piles[E],et=f.piles.find(L=>L.id===E);if(!et)continue;Y.push(`<g class="solitaire-pile solitaire-pile-${F.kind}" data-pile-id="${E}">`);let ut=F.count===0;Y.push(`<g class="solitaire-slot" data-pile="${E}" data-index="-1"${ut?M(E,-1):""} transform="translate(${_(F.slot.x)} ${_(F.slot.y)}) scale(${_(b)})"><rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="6 4"/>`+(ut?W:"")+"</g>");for(let L of Et(F)){let pt=et.up[L.index],$t=S&&S.src===E&&L.index>=S.index&&L.index<S.index+S.count,Qt=F.fan!=="down"&&L.index!==F.count-1?"":M(E,L.index),Ue=pt?"":'<rect class="solitaire-editor-down" x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.42"/><rect x="0.5" y="118" width="99" height="21.5" rx="4" fill="#1d3f74"/>'+(E==="stock"?"":`<rect x="58" y="4" width="38" height="24" rx="3" fill="url(#${i}-lattice)" stroke="#e9d9a6" stroke-width="1"/>`)+`<text x="50" y="133" text-anchor="middle" font-size="12.5" font-weight="700" fill="#fff">${ct(T("face_down"))}</text>`,ze=y&&y.pile===E&&L.index>=y.index&&L.index<y.index+y.count,St=et.extra&&et.extra[L.index]||0,He=St?`<rect class="solitaire-editor-extra" x="1" y="1" width="98" height="138" rx="7" fill="none" stroke="#c62828" stroke-width="5"/><rect x="24" y="3" width="32" height="22" rx="11" fill="#c62828" stroke="#fff" stroke-width="1.5"/><text x="40" y="19" text-anchor="middle" font-size="14" font-weight="700" fill="#fff">\xD7${St}</text>`:"",te=`<g class="solitaire-card" data-pile="${E}" data-index="${L.index}" data-card="${L.code}" data-up="${pt?1:0}"${St?` data-extra="${St}"`:""}${Qt} transform="translate(${_(L.x)} ${_(L.y)}) scale(${_(b)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+ne(L.code,{courtFill:`url(#${i}-court)`})+Ue+He+(ze&&!S?'<rect class="solitaire-select-ring" x="-2" y="-2" width="104" height="144" rx="9" fill="none" stroke="var(--solitaire-select)" stroke-width="4"/>':"")+(Qt?W:"")+"</g>";$t?yt.push(te):Y.push(te)}if(F.fan==="square"&&F.count>1){let L=Math.max(8,p*.13),pt=F.slot.x+p-3-L*1.4,$t=F.slot.y+3+L*.78;Y.push(`<g class="solitaire-badge" pointer-events="none"><rect x="${_(pt-L*1.4)}" y="${_($t-L*.78)}" width="${_(L*2.8)}" height="${_(L*1.56)}" rx="${_(L*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${_(pt)}" y="${_($t+L*.36)}" text-anchor="middle" font-size="${_(L*1.02)}" font-weight="700" fill="#fff">${F.count}</text></g>`)}if(F.label&&F.label.text){let L=et.dir==="down"?"\u2193 ":et.dir==="up"?"\u2191 ":"";Y.push(`<text class="solitaire-pile-label" x="${_(F.label.x)}" y="${_(F.label.y)}" text-anchor="middle" font-size="${_(Math.max(8.5,.13*p))}">${ct(L+F.label.text)}</text>`)}Y.push("</g>")}if(S&&S.over&&o.piles[S.over]){let E=o.piles[S.over].drop;Y.push(`<rect class="solitaire-over-ring" x="${_(E.x)}" y="${_(E.y)}" width="${_(E.w)}" height="${_(E.h)}" rx="8" fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-width="3.6" pointer-events="none"/>`)}S&&Y.push(`<g class="solitaire-drag" transform="translate(${_(S.dx)} ${_(S.dy)})" pointer-events="none">${yt.join("")}</g>`);let Jt=bt(r),Fe=B.contains(Jt)&&Jt!==B;j.innerHTML=Y.join(""),j.setAttribute("viewBox",`0 0 ${_(o.width)} ${_(o.height)}`),j.setAttribute("aria-label",f.title??"Position editor"),Fe&&st(O)},ht=()=>{let o=f.piles.find(k=>k.id==="stock"),p=bt(r),s=p&&q.contains(p)?Number(p.dataset.index??-1):null;q.replaceChildren(),q.setAttribute("aria-label",T("stock_strip")),q.append(D("span","solitaire-editor-strip-caption",{textContent:T("stock_strip")})),o.cards.forEach((k,C)=>{let A=k[1]==="H"||k[1]==="D",M=o.extra&&o.extra[C]||0,W=D("button",`solitaire-editor-chip ${A?"red":"black"}${M?" solitaire-editor-chip-extra":""}`,{type:"button"});W.textContent=(k[0]==="T"?"10":k[0])+{S:"\u2660",H:"\u2665",D:"\u2666",C:"\u2663"}[k[1]],W.dataset.index=String(C),W.dataset.card=k;let Y=!!y&&y.pile==="stock"&&y.index===C;W.setAttribute("aria-label",`${C+1}: ${Lt(k,f.labels)}${M?`, ${T("extra")} (\xD7${M})`:""}${Y?`, ${T("picked_up")}`:""}`),M&&(W.dataset.extra=String(M)),W.setAttribute("aria-pressed",Y?"true":"false"),W.addEventListener("click",()=>{vt?vt=!1:Vt(C)}),W.addEventListener("pointerdown",yt=>Ee(yt,C,W)),q.append(W)});let b=D("button","solitaire-editor-chip solitaire-editor-chip-end",{type:"button",textContent:"\u21E5"});if(b.title=T("to_stock_end"),b.setAttribute("aria-label",T("to_stock_end")),b.addEventListener("click",()=>Vt(o.cards.length)),b.dataset.index=String(o.cards.length),q.append(b),s!==null){let k=q.querySelectorAll("button");k[Math.min(Math.max(s,0),k.length-1)].focus({preventScroll:!0})}},Le=()=>{if(!f)return;let o=lt(x,f.counter<=0),p=lt(R,typeof f.counter_max=="number"&&f.counter>=f.counter_max),s=lt(n,!f.can_undo)||lt(g,!f.extra)||lt(d,!f.auto_flip);c.textContent=f.title,n.textContent=T("undo"),n.disabled=!f.can_undo,a.textContent=T("reset"),u.textContent=T("sort"),d.textContent=T("flip"),d.hidden=!f.auto_flip,g.textContent=T("remove"),g.hidden=!f.extra,v.textContent=T(f.counter_kind),I.textContent=String(f.counter),x.disabled=f.counter<=0,x.setAttribute("aria-label",`${T(f.counter_kind)} \u2212 1`),R.setAttribute("aria-label",`${T(f.counter_kind)} + 1`),R.disabled=typeof f.counter_max=="number"&&f.counter>=f.counter_max,P.className="solitaire-editor-verdict "+(f.valid?"solitaire-editor-valid":"solitaire-editor-invalid");let b=f.valid?`<b>\u2713 ${ct(T("valid"))}</b>`:`<b>\u2717 ${ct(T("invalid"))}:</b><span class="solitaire-editor-problem">${ct(f.problem)}</span>`;P.dataset.said!==b&&(P.innerHTML=b,P.dataset.said=b),Q.textContent=f.message?f.message.text:"",Q.className="solitaire-message"+(f.message?` solitaire-message-${f.message.kind}`:""),Q.style.display=f.message?"":"none",rt.textContent=T("help")+(f.extra?` ${T("help_extra")}`:""),m.textContent=f.position,tt(),o&&(Yt([R])||st(O)),p&&(Yt([x])||st(O)),s&&st(O),ht()},Kt=null,Xt=ke(ot),Dt=()=>{let o=e.get("_editor");!o||!Array.isArray(o.piles)||(f=o,typeof f.said=="string"&&f.said&&f.version!==Kt&&(Kt=f.version,Xt.say(f.said)),dt=Wt(),H=Ut($e(f),dt),y=null,S=null,Le())};function st(o){let p=_t(H),s=o&&p.find(k=>k.pile===o.pile&&k.index===o.index);if(!s&&o){let k=p.filter(C=>C.pile===o.pile);s=k[k.length-1]}if(s=s??p[0],!s)return;O=s;let b=j.querySelector(`[data-stop="${s.pile}/${s.index}"]`);if(b){for(let k of j.querySelectorAll(`[data-pile="${s.pile}"][tabindex="0"]`))k.setAttribute("tabindex","-1");b.setAttribute("tabindex","0"),b.focus({preventScroll:!0})}}let qt=o=>{let p=o?Se(H,o.pile,o.index):0,s=ui(y,o,p);Z(s.intent),y=s.selection,tt(),ht()},mt=null,vt=!1,Gt=(o,p)=>{let s=r.getRootNode(),b=(s.elementFromPoint?s:document).elementFromPoint(o,p),k=b&&b.closest?b.closest(".solitaire-editor-chip"):null;if(k&&q.contains(k))return Number(k.dataset.index);if(Zt(o,p))return"remove";let C=j.getBoundingClientRect();if(o<C.left||o>C.right||p<C.top||p>C.bottom)return null;let A=wt(o,p);for(let M of H.order)if(gt(H.piles[M].drop,A.x,A.y))return M;return null},Ee=(o,p,s)=>{if(o.button!==0)return;mt={id:o.pointerId,index:p,cx:o.clientX,cy:o.clientY,ghost:null,over:null};try{s.setPointerCapture(o.pointerId)}catch{}let b=C=>{let A=mt;if(!A||C.pointerId!==A.id)return;if(!A.ghost){if(Math.hypot(C.clientX-A.cx,C.clientY-A.cy)<Ot)return;A.ghost=s.cloneNode(!0),Object.assign(A.ghost.style,{position:"fixed",pointerEvents:"none",zIndex:"10",opacity:"0.85"}),r.append(A.ghost),y=null}A.ghost.style.left=`${C.clientX+6}px`,A.ghost.style.top=`${C.clientY+6}px`;let M=Gt(C.clientX,C.clientY);M!==A.over&&(A.over=M,S=typeof M=="string"?{src:"",index:0,count:0,dx:0,dy:0,over:M}:null,tt())},k=C=>{let A=mt;if(!A||C.pointerId!==A.id||(s.removeEventListener("pointermove",b),s.removeEventListener("pointerup",k),s.removeEventListener("pointercancel",k),mt=null,!A.ghost))return;A.ghost.remove(),vt=!0,setTimeout(()=>{vt=!1},0),S=null;let M=C.type==="pointerup"?Gt(C.clientX,C.clientY):null,W=f.piles.find(Y=>Y.id==="stock").cards.length;if(M==="remove")kt({pile:"stock",index:A.index});else if(typeof M=="string"&&M!=="stock")Z({kind:"move",src:"stock",index:A.index,count:1,dst:M});else if(typeof M=="number"||M==="stock"){let Y=typeof M=="number"?Math.min(M,W-1):W-1;Y!==A.index&&Z({kind:"move",src:"stock",index:A.index,count:1,dst:"stock",at:Y})}tt()};s.addEventListener("pointermove",b),s.addEventListener("pointerup",k),s.addEventListener("pointercancel",k)},Vt=o=>{let p=f.piles.find(s=>s.id==="stock");if(y)if(y.pile==="stock"&&y.index===o)y=null;else{let s=Math.min(o,p.cards.length-(y.pile==="stock"?y.count:0));Z({kind:"move",src:y.pile,index:y.index,count:y.count,dst:"stock",at:s}),y=null}else o<p.cards.length&&(y={pile:"stock",index:o,count:1});tt(),ht()},It=o=>{o&&o.index>=0&&Z({kind:"flip",pile:o.pile,index:o.index})},kt=o=>{o&&o.index>=0&&Z({kind:"remove",pile:o.pile,index:o.index}),y=null};function Zt(o,p){if(g.hidden)return!1;let s=g.getBoundingClientRect();return o>=s.left&&o<=s.right&&p>=s.top&&p<=s.bottom}let Rt=o=>{f&&o>=0&&Z({kind:"counter",value:o})};n.addEventListener("click",()=>Z({kind:"undo"})),a.addEventListener("click",()=>Z({kind:"reset"})),u.addEventListener("click",()=>Z({kind:"sort"})),d.addEventListener("click",()=>It(y??O)),g.addEventListener("click",()=>kt(y??O)),x.addEventListener("click",()=>Rt(f.counter-1)),R.addEventListener("click",()=>Rt(f.counter+1));let Me=o=>{if(o.altKey||o.ctrlKey||o.metaKey||!H)return;let p={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(o.key in p){o.preventDefault();let s=Ht(H,O,p[o.key]);s&&st(s)}else o.key==="Enter"||o.key===" "?(o.preventDefault(),O?qt(O):st(null)):o.key==="f"||o.key==="F"?(o.preventDefault(),It(O)):o.key==="Delete"||o.key==="Backspace"?(o.preventDefault(),kt(y??O)):o.key==="Escape"?(y=null,tt(),ht()):o.key==="u"||o.key==="U"?(o.preventDefault(),Z({kind:"undo"})):(o.key==="+"||o.key==="-")&&(o.preventDefault(),Rt(f.counter+(o.key==="+"?1:-1)))},_e=o=>{let p=o.target.closest?.("[data-stop]");if(!p)return;let[s,b]=(p.getAttribute("data-stop")??"").split("/");O={pile:s,index:Number(b)}},G=null,nt=null,wt=(o,p)=>{let s=j.getBoundingClientRect(),b=s.width?H.width/s.width:1;return{x:(o-s.left)*b,y:(p-s.top)*b}},Te=(o,p,s,b)=>{let k=H.piles.stock;return b!=="stock"&&k&&gt(k.drop,o,p)?"stock":zt(H,s,b)},De=o=>{if(o.button!==0||!H)return;let p=wt(o.clientX,o.clientY),s=Mt(H,p.x,p.y);G={id:o.pointerId,hit:s,cx:o.clientX,cy:o.clientY,x:p.x,y:p.y,dragging:!1};try{j.setPointerCapture(o.pointerId)}catch{}s&&s.index>=0&&(o.preventDefault(),B.focus({preventScroll:!0}))},Ie=o=>{if(!G||o.pointerId!==G.id)return;let p=G.hit;if(!G.dragging){if(Math.hypot(o.clientX-G.cx,o.clientY-G.cy)<Ot||!p||p.index<0)return;G.dragging=!0,nt=null,y=null,S={src:p.pile,index:p.index,count:Se(H,p.pile,p.index),dx:0,dy:0,over:null}}if(!S)return;let s=wt(o.clientX,o.clientY);S.dx=s.x-G.x,S.dy=s.y-G.y;let b=H.piles[S.src].cards[S.index];S.over=Te(s.x,s.y,{x:b.x+S.dx,y:b.y+S.dy,w:H.cardW,h:H.cardH},S.src),tt()},Re=o=>{if(!G||o.pointerId!==G.id)return;let p=G;if(G=null,p.dragging){let b=S;S=null,b&&Zt(o.clientX,o.clientY)?kt({pile:b.src,index:b.index}):b&&b.over&&b.over!==b.src&&Z({kind:"move",src:b.src,index:b.index,count:b.count,dst:b.over}),tt();return}let s=p.hit;if(s&&s.index>=0&&nt&&nt.pile===s.pile&&nt.index===s.index&&o.timeStamp-nt.t<ue){nt=null,y=null,It(s),tt();return}nt=s&&s.index>=0&&!y?{...s,t:o.timeStamp}:null,s&&(O=s),qt(s)},je=()=>{G=null,S&&(S=null,tt())},Ne=o=>{if(o.touches.length!==1||!H)return;let p=wt(o.touches[0].clientX,o.touches[0].clientY),s=Mt(H,p.x,p.y);s&&s.index>=0&&o.preventDefault()};j.addEventListener("pointerdown",De),j.addEventListener("pointermove",Ie),j.addEventListener("pointerup",Re),j.addEventListener("pointercancel",je),j.addEventListener("touchstart",Ne,{passive:!1}),B.addEventListener("keydown",Me),B.addEventListener("focusin",_e),e.on("change:_editor",Dt),e.on("msg:custom",Bt);let jt=null;if(typeof ResizeObserver<"u"){let o=0;jt=new ResizeObserver(()=>{cancelAnimationFrame(o),o=requestAnimationFrame(()=>{let p=Wt();!f||Math.abs(p-dt)<1||(dt=p,H=Ut($e(f),dt),tt())})}),jt.observe(B)}return Dt(),()=>{e.off("change:_editor",Dt),e.off("msg:custom",Bt),Tt.destroy(),Xt.stop(),jt?.disconnect(),N?.(),V(),r.remove()}}var Oi={render:pi};export{Se as carried,ui as clickAction,Oi as default,$e as layoutSnapshot};
