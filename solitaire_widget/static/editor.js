var ze="#c0142c",He="#1b1e24";function ie(e){let t=e[0],i=e[1];return{rank:t,suit:i,red:i==="H"||i==="D"}}function oe(e){return e==="T"?"10":e}var Oe={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function ft(e,t,i,r,c,u=!1){let n=r/100,a=u?" rotate(180 50 50)":"";return`<path d="${Oe[e]}" fill="${c}" transform="translate(${Ft(t-r/2)} ${Ft(i-r/2)}) scale(${Ft(n)})${a}"/>`}function Ft(e){return Number.isInteger(e)?String(e):e.toFixed(2)}var U=31,tt=50,z=69,K=29,X=111,ot=70,At=56.3,Et=83.7,ee={2:[[tt,K],[tt,X]],3:[[tt,K],[tt,ot],[tt,X]],4:[[U,K],[z,K],[U,X],[z,X]],5:[[U,K],[z,K],[tt,ot],[U,X],[z,X]],6:[[U,K],[z,K],[U,ot],[z,ot],[U,X],[z,X]],7:[[U,K],[z,K],[tt,49.5],[U,ot],[z,ot],[U,X],[z,X]],8:[[U,K],[z,K],[tt,49.5],[U,ot],[z,ot],[tt,90.5],[U,X],[z,X]],9:[[U,K],[z,K],[U,At],[z,At],[tt,ot],[U,Et],[z,Et],[U,X],[z,X]],T:[[U,K],[z,K],[tt,42.6],[U,At],[z,At],[U,Et],[z,Et],[tt,97.4],[U,X],[z,X]]},re=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function Be(e,t,i){let r=oe(e),c=r.length>1;return`<g class="solitaire-index"><text x="${c?12.6:11.5}" y="23" text-anchor="middle" font-size="${c?19:22}"${c?' letter-spacing="-2.2"':""} ${re} fill="${i}">${r}</text>`+ft(t,11.5,31.5,12,i)+"</g>"}function We(e,t,i,r){let n=t-13,a=i-14/2;return`<polygon points="${e==="K"?`${n},${a+14} ${n},${a} ${n+26*.25},${a+14*.55} ${n+26/2},${a-2} ${n+26*.75},${a+14*.55} ${n+26},${a} ${n+26},${a+14}`:`${n},${a+14} ${n+2},${a+3} ${n+26*.3},${a+14*.6} ${n+26/2},${a+1} ${n+26*.7},${a+14*.6} ${n+26-2},${a+3} ${n+26},${a+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${t}" cy="${a+14*.72}" r="2" fill="${r}"/>`}function qe(e,t,i){return`<path d="M${e-11} ${t+7}C${e-6} ${t-8} ${e+6} ${t-10} ${e+13} ${t-7}C${e+5} ${t-3} ${e-2} ${t+2} ${e-11} ${t+7}Z" fill="#e7b53c" stroke="${i}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${e-11} ${t+7}L${e+9} ${t-6}" stroke="${i}" stroke-width="0.9"/>`}function Ke(e,t,i,r){let c=(e==="J"?qe(50,30,i):We(e,50,30,i))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${re} fill="${i}">${e}</text>`+ft(t,32.5,29,10,i)+ft(t,67.5,29,10,i);return`<rect x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${i}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${i}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${i}" stroke-opacity="0.4" stroke-width="0.8"/>`+c+`<g transform="rotate(180 50 70)">${c}</g>`}function ne(e,t={}){let{rank:i,suit:r,red:c}=ie(e),u=c?ze:He,n=Be(i,r,u),a="";if(i==="A")a=ft(r,50,70,r==="S"?46:40,u),r==="S"&&(a+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${u}" stroke-opacity="0.25" stroke-width="1"/>`);else if(ee[i]){let d=i==="T"||i==="9"?17:18;a=ee[i].map(([l,g])=>`<g class="solitaire-pip">${ft(r,l,g,d,u,g>ot+1)}</g>`).join("")}else a=Ke(i,r,u,t.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>`+a+n+`<g transform="rotate(180 50 70)">${n}</g></g>`}function se(e){return`<pattern id="${e}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${e}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Mt(e,t){let{rank:i,suit:r}=ie(e),c=t?.ranks?.[i]??oe(i),u=t?.suits?.[r]??r;return(t?.card_name??"{rank} of {suit}").replace("{rank}",c).replace("{suit}",u)}var Xe={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},Nt=3;function Ge(e){let t=e.draw_count;return typeof t=="number"&&t>=1?Math.min(t,Nt):Nt}function Pt(e,t,i={}){let r={...Xe,...i};return(e.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?ti(e,t,r):Qe(e,t,r)}function ae(e,t,i,r){let c=e/(t+(t-1)*i+2*i);return Math.max(r.minCardW,Math.min(r.maxCardW,c))}var w=e=>Math.round(e*100)/100;function at(e,t,i){let r=e.cards.length,c=e.face_down??0,u=e.cards.map((n,a)=>({index:a,code:n,faceUp:n!==null&&a>=c,x:t.x,y:t.y}));return{id:e.id,kind:e.kind,fan:"square",slot:t,drop:Ve(t,i),cards:u,count:r}}function Ve(e,t){return{x:w(e.x-t),y:w(e.y-t),w:w(e.w+2*t),h:w(e.h+2*t)}}function Ze(e,t,i,r,c,u){let n=e.cards.length,a=r.faceDownStep*i,d=r.faceUpStep*i,l=e.cards.slice(0,-1).map(m=>m===null?"d":"u"),g=()=>l.reduce((m,F)=>m+(F==="d"?a:d),0);if(c!==void 0&&n>1){let m=c-t.y-i,F=g();if(F>m&&m>0){let N=Math.max(.35,m/F);a*=N,d*=N}}let $=t.y,b=e.cards.map((m,F)=>{let N={index:F,code:m,faceUp:m!==null&&F>=(e.face_down??0),x:t.x,y:w($)};return $+=m===null?a:d,N}),v=n?b[n-1].y+i:t.y+i;return{id:e.id,kind:e.kind,fan:"down",slot:t,drop:{x:w(t.x-u),y:w(t.y-u),w:w(t.w+2*u),h:w(v-t.y+i*.35+u)},cards:b,count:n}}function Je(e,t,i,r,c,u){let n=e.cards.length,a=Math.max(0,n-u),d=r.wasteFan*i,l=e.cards.map(($,b)=>({index:b,code:$,faceUp:$!==null,x:w(t.x+Math.max(0,b-a)*d),y:t.y})),g=n?l[n-1].x+i:t.x+i;return{id:e.id,kind:e.kind,fan:"right",slot:t,drop:{x:w(t.x-c),y:w(t.y-c),w:w(g-t.x+2*c),h:w(t.h+2*c)},cards:l,count:n,shown:u}}function Qe(e,t,i){let r=e.piles,c=r.filter(h=>h.kind==="foundation"),u=r.filter(h=>h.kind==="tableau"),n=Math.max(7,u.length,c.length+3),a=.14,d=ae(t,n,a,i),l=d*1.4,g=d*a,$=n*d+(n-1)*g;t=Math.max(t,$+2*g);let b=Math.max(g,(t-$)/2),v=h=>w(b+h*(d+g)),m=g,F=Math.max(14,l*.14),N=m+l+F+g*.6,B=g/2,S=(u.length?Math.max(0,u.length-1)*i.faceDownStep+Math.max(0,i.faceUpRoom-1)*i.faceUpStep:0)*l,Z=N+l+S+g,I=i.maxHeight?Math.min(Z,i.maxHeight):Z,j=I-g,G={},rt=[];for(let h of r){let P;if(h.kind==="stock")P=at(h,{x:v(0),y:m,w:d,h:l},B),P.label={x:w(v(0)+d/2),y:w(m+l+F*.8),text:""};else if(h.kind==="waste")P=Je(h,{x:v(1),y:m,w:d,h:l},d,i,B,Ge(e));else if(h.kind==="foundation"){let J=c.indexOf(h);P=at(h,{x:v(n-c.length+J),y:m,w:d,h:l},B)}else{let J=u.indexOf(h);P=Ze(h,{x:v(J),y:w(N),w:d,h:l},l,i,j,B);let f=P.cards.length?P.cards[P.cards.length-1].y+l:N+l;I=Math.max(I,f+g)}G[h.id]=P,rt.push(h.id)}return{width:w(t),height:w(I),cardW:w(d),cardH:w(l),gap:w(g),kind:"klondike",piles:G,order:rt}}function ti(e,t,i){let r=e.piles,c=r.filter(h=>h.kind==="foundation"),u=r.filter(h=>h.kind==="tableau"),n=Math.max(c.length,Math.ceil(u.length/2),1),a=n+1,d=.16,l=ae(t,a,d,i),g=l*1.4,$=l*d,b=a*l+(a-1)*$;t=Math.max(t,b+2*$);let v=Math.max($,(t-b)/2),m=h=>w(v+h*(l+$)),F=$,N=Math.max(14,g*.15),B=[F+g+N+$*.9];B.push(B[0]+g+$*1.1);let S=$/2,Z={},I=[0,0];u.forEach((h,P)=>{let J=Math.min(1,Math.max(0,typeof h.row=="number"?h.row:P<n?0:1));Z[h.id]={row:J,col:I[J]++}});let j={},G=[];for(let h of r){let P;if(h.kind==="stock")P=at(h,{x:m(0),y:F,w:l,h:g},S),P.label={x:w(m(0)+l/2),y:w(F+g+N*.8),text:""};else if(h.kind==="waste")P=at(h,{x:m(0),y:w(B[0]),w:l,h:g},S);else if(h.kind==="foundation"){let J=c.indexOf(h),f=m(1+J);P=at(h,{x:f,y:F,w:l,h:g},S),P.label={x:w(f+l/2),y:w(F+g+N*.8),text:h.label??""}}else{let{row:J,col:f}=Z[h.id];P=at(h,{x:m(1+f%n),y:w(B[J]),w:l,h:g},S)}j[h.id]=P,G.push(h.id)}let rt=B[1]+g+$*1.2;return{width:w(t),height:w(rt),cardW:w(l),cardH:w(g),gap:w($),kind:"matrimony",piles:j,order:G}}function Ct(e){return e.fan==="down"?e.cards:e.fan==="right"?e.cards.slice(-(e.shown??Nt)):e.cards.slice(-1)}function gt(e,t,i){return t>=e.x&&t<=e.x+e.w&&i>=e.y&&i<=e.y+e.h}function Lt(e,t,i){let{cardW:r,cardH:c}=e;for(let u=e.order.length-1;u>=0;u--){let n=e.piles[e.order[u]],a=Ct(n);for(let d=a.length-1;d>=0;d--){let l=a[d];if(gt({x:l.x,y:l.y,w:r,h:c},t,i))return{pile:n.id,index:n.fan==="down"?l.index:n.count-1}}if(!a.length&&gt(n.slot,t,i))return{pile:n.id,index:-1}}return null}function Yt(e,t,i){let r=null,c=0;for(let u of e.order){if(u===i)continue;let n=e.piles[u];if(n.kind==="stock")continue;let a=n.drop,d=Math.min(t.x+t.w,a.x+a.w)-Math.max(t.x,a.x),l=Math.min(t.y+t.h,a.y+a.h)-Math.max(t.y,a.y);if(d<=0||l<=0)continue;let g=d*l;g>c&&(c=g,r=u)}return c>=.12*t.w*t.h?r:null}function _t(e){let t=[];for(let i of e.order){let r=e.piles[i];if(r.fan==="down"){let c=r.cards.filter(u=>u.faceUp);if(c.length)for(let u of c)t.push({pile:i,index:u.index});else t.push({pile:i,index:r.count-1})}else t.push({pile:i,index:r.count-1})}return t}function le(e,t){let i=e.piles[t.pile],r=t.index>=0?i.cards[t.index]:null,c=r?r.x:i.slot.x,u=r?r.y:i.slot.y;return{x:c+e.cardW/2,y:u+(r&&i.fan==="down"?e.cardH*.12:e.cardH/2)}}function Ut(e,t,i){let r=_t(e);if(!r.length)return null;if(!t)return r[0];let c=r.find(d=>d.pile===t.pile&&d.index===t.index)??r.find(d=>d.pile===t.pile);if(!c)return r[0];if(i==="up"||i==="down"){let d=r.filter(g=>g.pile===c.pile),l=d.indexOf(c)+(i==="down"?1:-1);if(l>=0&&l<d.length)return d[l]}let u=le(e,c);if(i==="left"||i==="right"){let d=e.piles[c.pile].slot.y,l=null,g=1/0;for(let b of e.order){let v=e.piles[b];if(b===c.pile||Math.abs(v.slot.y-d)>1)continue;let m=(v.slot.x-e.piles[c.pile].slot.x)*(i==="right"?1:-1);m>1&&m<g&&(g=m,l=b)}if(!l)return c;let $=r.filter(b=>b.pile===l);return $[$.length-1]}let n=null,a=1/0;for(let d of r){if(d.pile===c.pile)continue;let l=le(e,d),g=i==="up"?u.y-l.y:l.y-u.y,$=Math.abs(l.x-u.x);if(g<=1)continue;let b=g+3*$;b<a&&(a=b,n=d)}return n??c}function ei(e,t){return String(e).replace(/\{(\w+)\}/g,(i,r)=>r in t?String(t[r]):i)}function ce(e,t){let i=e.labels??{};if(t==="stock")return i.stock??"Stock";if(t==="waste")return i.waste??"Waste";let r=/^([ft])(\d+)$/.exec(t);return r?ei(r[1]==="f"?i.foundation??"Foundation {n}":i.pile??"Pile {n}",{n:r[2]}):t}function ii(){let e=new Uint32Array(2);return globalThis.crypto.getRandomValues(e),Array.from(e,t=>t.toString(36).padStart(7,"0")).join("")}function de(e,t={}){let i=t.timeout??400,r=t.retries??5,c=t.session??ii(),u=t.setTimer??((b,v)=>setTimeout(b,v)),n=t.clearTimer??(b=>clearTimeout(b)),a=new Map,d=0,l={sent:0,resent:0,acked:0,givenUp:0},g=b=>{try{e(b)}catch(v){t.onPostError?.(v)}},$=b=>{let v=a.get(b);v&&(v.timer=u(()=>{if(a.has(b)){if(v.attempt>=r){a.delete(b),l.givenUp+=1,t.onGiveUp?.(v.msg);return}v.attempt+=1,l.resent+=1,t.onResend?.(v.msg,v.attempt),g(v.msg),$(b)}},i*2**v.attempt))};return{session:c,stats:l,send(b){d+=1;let v=`${c}-${d}`,m={...b,id:v};return a.set(v,{msg:m,attempt:0,timer:null}),l.sent+=1,g(m),$(v),v},ack(b){let v=typeof b=="string"?a.get(b):void 0;return v?(n(v.timer),a.delete(b),l.acked+=1,!0):!1},pending:()=>[...a.keys()],destroy(){for(let b of a.values())n(b.timer);a.clear()}}}var zt=5,ue=400;var oi=`
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
`;function be(e){let t=e.getRootNode?e.getRootNode():document,i=t&&t.nodeType===11?t:document.head;if(!i||i.querySelector&&i.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=oi,i.appendChild(r)}var pe=new Set(["dark","dark-mode","dark-theme","theme-dark"]),fe=new Set(["light","light-mode","light-theme","theme-light"]),he=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function ri(e){let t=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(e);if(t){let a=t[4]===void 0?1:t[4].endsWith("%")?parseFloat(t[4])/100:parseFloat(t[4]);return[+t[1],+t[2],+t[3],a]}if(typeof document>"u")return null;let i=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!i)return null;i.clearRect(0,0,1,1),i.fillStyle="#00000000",i.fillStyle=e,i.fillRect(0,0,1,1);let[r,c,u,n]=i.getImageData(0,0,1,1).data;return[r,c,u,n/255]}function ni(e){let t=i=>{let r=i/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*t(e[0])+.7152*t(e[1])+.0722*t(e[2])}function si(e){let t=e;for(;t;){if(t.nodeType===1){let i=ri(getComputedStyle(t).backgroundColor);if(i&&i[3]>=.5)return i}t=t.parentNode||(t.nodeType===11?t.host:null)}return null}function ge(e){if(!e)return null;for(let t of e.classList){if(pe.has(t))return"dark";if(fe.has(t))return"light"}for(let t of he){let i=(e.getAttribute(t)||"").toLowerCase();if(pe.has(i))return"dark";if(fe.has(i))return"light"}return null}function ai(e){let t=e.ownerDocument||document,i=t.body,r=t.documentElement,c=i&&i.getAttribute("data-jp-theme-light");if(c==="true"||c==="false")return{scheme:c==="true"?"light":"dark",source:"jupyter"};let u=i?`${i.className} ${i.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(u))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(u))return{scheme:"dark",source:"vscode"};let n=ge(i)||ge(r);if(n)return{scheme:n,source:"page"};let a=e.isConnected?si(e.parentNode||e):null;if(a)return{scheme:ni(a)<.18?"dark":"light",source:"background"};let d=e.nodeType===1?getComputedStyle(e).colorScheme:"";return d==="dark"||d==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var xe=new WeakMap;function me(e){let t=()=>{let a=e.dataset.themeChoice,{scheme:d,source:l}=a==="light"||a==="dark"?{scheme:a,source:"setting"}:ai(e);if(e.dataset.theme===d&&e.dataset.themeSource===l)return;e.classList.add("solitaire-no-transition"),e.classList.toggle("solitaire-dark",d==="dark"),e.classList.toggle("solitaire-light",d==="light");let g=l==="prefers-color-scheme"||l==="color-scheme"||l==="setting";e.classList.toggle("solitaire-own-bg",g),e.classList.toggle("solitaire-theme-fixed",l==="setting"),e.dataset.theme=d,e.dataset.themeSource=l,e.offsetHeight,e.classList.remove("solitaire-no-transition")};xe.set(e,t),t();let i=e.ownerDocument||document,r=new MutationObserver(t),c=["class","data-jp-theme-light","data-vscode-theme-kind","style",...he];for(let a of[i.documentElement,i.body])a&&r.observe(a,{attributes:!0,attributeFilter:c});let u=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;u?.addEventListener?.("change",t);let n=typeof requestAnimationFrame=="function"?requestAnimationFrame(t):0;return()=>{xe.delete(e),r.disconnect(),u?.removeEventListener?.("change",t),n&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(n)}}var Ht=Symbol.for("solitaire_widget.ids");function ve(e){let t=globalThis;return t[Ht]=(t[Ht]??0)+1,`${e}${t[Ht]}`}function ke(e){let t=null,i="",r=-1/0,c=null,u=null,n=()=>{c=null,u===null?e.removeAttribute("aria-live"):e.setAttribute("aria-live",u)},a=()=>{c!==null&&(clearTimeout(c),n())},d=3,l=0,g=()=>{t!==null&&clearTimeout(t),t=null},$=()=>{g(),l&&cancelAnimationFrame(l),l=0},b=()=>{if(typeof requestAnimationFrame!="function")return;l&&cancelAnimationFrame(l),d=0;let S=()=>{d++,l=d<3?requestAnimationFrame(S):0};l=requestAnimationFrame(S)},v=()=>{e.textContent!==""&&(r=Date.now(),b()),e.textContent=""},m=S=>{i=S,e.textContent=S},F=(S,Z)=>{let I=()=>{d>=3||Date.now()-r>=1e3?(t=null,m(S)):t=setTimeout(I,16)};t=setTimeout(I,Z)},N=S=>{let Z=t!==null;if(g(),a(),!S){v();return}if(!Z&&e.textContent!==S){let I=Date.now()-r,j=I>=100&&(d>=3||I>=1e3);e.textContent===""&&S===i&&!j?F(S,Math.max(0,100-I)):m(S);return}v(),F(S,100)};return{say:N,reword:S=>{if(t!==null){N(S);return}!S||e.textContent===S||(a(),u=e.getAttribute("aria-live"),e.setAttribute("aria-live","off"),m(S),c=setTimeout(n,100))},stop:$}}function bt(e){return e.getRootNode().activeElement??document.activeElement}function lt(e,t){return t&&bt(e)===e}function Ot(e){for(let t of e)if(!(!t||!t.isConnected||t.disabled||t.hidden||t.closest(".solitaire-hidden"))&&(t.focus({preventScroll:!0}),bt(t)===t))return!0;return!1}var xt="data-lm-suppress-shortcuts";function we(e){let t=u=>{let n=u.target;n&&n.setAttribute&&!n.hasAttribute(xt)&&n.setAttribute(xt,"true")},i=[],r=()=>{i.forEach(u=>u.setAttribute(xt,"true")),i=[]},c=u=>{if(r(),!(u.ctrlKey||u.metaKey||u.altKey)||u.key==="Enter")return;let n=u.target;if(!(n instanceof Element)||!e.contains(n))return;let a=e.parentElement;for(let d=n;d&&d!==a;d=d.parentElement)d.hasAttribute(xt)&&(d.removeAttribute(xt),i.push(d));i.length&&setTimeout(r)};return e.addEventListener("focusin",t),window.addEventListener("keydown",c,!0),()=>{r(),e.removeEventListener("focusin",t),window.removeEventListener("keydown",c,!0)}}var li="http://www.w3.org/2000/svg",ye="solitaire-editor-style",ci=`
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
`,ct=e=>String(e).replace(/[&<>"]/g,t=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[t]??t),T=e=>(Math.round(e*100)/100).toString();function di(e){let t=e.getRootNode(),i=t&&t.nodeType===11?t:document.head;if(i.querySelector(`#${ye}`))return;let r=document.createElement("style");r.id=ye,r.textContent=ci,i.appendChild(r)}function R(e,t,i={}){let r=document.createElement(e);return r.className=t,Object.assign(r,i),r}function $e(e){return{...e,piles:e.piles.map(t=>({...t,cards:[...t.cards]}))}}function Se(e,t,i){let r=e.piles[t];return!r||i<0||i>=r.count?0:r.fan==="down"?r.count-i:1}function ui(e,t,i){return t?e?e.pile===t.pile&&(e.index===t.index||i===0)?{intent:null,selection:null}:e.pile===t.pile&&t.index>=0?{intent:null,selection:{...t,count:i}}:{intent:{kind:"move",src:e.pile,index:e.index,count:e.count,dst:t.pile},selection:null}:t.index>=0&&i>0?{intent:null,selection:{...t,count:i}}:{intent:null,selection:null}:{intent:null,selection:null}}function pi({model:e,el:t}){be(t),di(t);let i=ve("solitaire-ed"),r=R("div","solitaire-root solitaire-editor"),c=R("div","solitaire-toolbar"),u=R("span","solitaire-editor-title"),n=R("button","solitaire-btn solitaire-editor-undo",{type:"button"}),a=R("button","solitaire-btn solitaire-editor-reset",{type:"button"}),d=R("button","solitaire-btn solitaire-editor-sort",{type:"button"}),l=R("button","solitaire-btn solitaire-editor-flip",{type:"button"}),g=R("button","solitaire-btn solitaire-editor-remove",{type:"button",hidden:!0}),$=R("span","solitaire-spacer"),b=R("span","solitaire-editor-counter"),v=R("span","solitaire-label"),m=R("button","solitaire-btn solitaire-editor-minus",{type:"button",textContent:"\u2212"}),F=R("span","solitaire-editor-counter-value",{role:"status"}),N=R("button","solitaire-btn solitaire-editor-plus",{type:"button",textContent:"+"});b.append(v,m,F,N),c.append(u,n,a,d,l,g,$,b);let B=R("div","solitaire-editor-verdict",{role:"status"});B.setAttribute("aria-live","polite");let S=R("div","solitaire-message",{role:"alert"}),Z=R("div","solitaire-said solitaire-editor-said",{role:"status"});Z.setAttribute("aria-live","polite"),r.setAttribute("data-lm-suppress-shortcuts","true");let I=R("div","solitaire-table solitaire-interactive",{tabIndex:-1}),j=document.createElementNS(li,"svg");j.setAttribute("class","solitaire-svg"),j.setAttribute("role","group"),I.appendChild(j);let G=R("div","solitaire-editor-strip",{role:"group"}),rt=R("div","solitaire-editor-help"),h=R("code","solitaire-editor-text");r.append(c,B,S,Z,I,G,rt,h),t.appendChild(r);let P=me(r),J=we(r),f=null,H=null,dt=0,y=null,O=null,A=null,Tt=de(o=>e.send(o)),Q=o=>{o&&Tt.send(o.kind==="move"||o.kind==="flip"||o.kind==="remove"?{...o,version:f.version}:o)},Bt=o=>{o&&typeof o=="object"&&"ack"in o&&Tt.ack(o.ack)},Wt=()=>I.clientWidth||t.clientWidth||760,D=o=>f&&f.labels&&f.labels[o]||o,Ae=(o,p)=>{let s=f.piles.find(x=>x.id===o);return s&&p>=0&&p<s.cards.length?{code:s.cards[p],up:s.up[p],extra:s.extra&&s.extra[p]||0}:null},Ee=(o,p)=>{let s=ce(f,o),x=Ae(o,p);return x?`${Mt(x.code,f.labels)}, ${s}, ${x.up?D("face_up"):D("face_down")}${x.extra?`, ${D("extra")} (\xD7${x.extra})`:""}`:`${s}, ${D("empty")}`},et=()=>{let o=H,{cardW:p,cardH:s}=o,x=p/100,k=_t(o),M=new Set(k.map(L=>`${L.pile}/${L.index}`)),E={};for(let L of k)E[L.pile]=`${L.pile}/${L.index}`;O&&M.has(`${O.pile}/${O.index}`)&&(E[O.pile]=`${O.pile}/${O.index}`);let _=(L,Y)=>{let it=`${L}/${Y}`;if(!M.has(it))return"";let ut=!A&&y&&y.pile===L&&y.index===Y,C=Ee(L,Y)+(ut?`, ${D("picked_up")}`:"");return` data-stop="${it}" tabindex="${E[L]===it?0:-1}" role="button"${ut?' aria-pressed="true"':""} data-lm-suppress-shortcuts="true" aria-label="${ct(C)}"`},q='<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>',W=[`<defs>${se(i)}</defs>`],yt=[];for(let L of o.order){let Y=o.piles[L],it=f.piles.find(C=>C.id===L);if(!it)continue;W.push(`<g class="solitaire-pile solitaire-pile-${Y.kind}" data-pile-id="${L}">`);let ut=Y.count===0;W.push(`<g class="solitaire-slot" data-pile="${L}" data-index="-1"${ut?_(L,-1):""} transform="translate(${T(Y.slot.x)} ${T(Y.slot.y)}) scale(${T(x)})"><rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="6 4"/>`+(ut?q:"")+"</g>");for(let C of Ct(Y)){let pt=it.up[C.index],$t=A&&A.src===L&&C.index>=A.index&&C.index<A.index+A.count,Qt=Y.fan!=="down"&&C.index!==Y.count-1?"":_(L,C.index),Pe=pt?"":'<rect class="solitaire-editor-down" x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.42"/><rect x="0.5" y="118" width="99" height="21.5" rx="4" fill="#1d3f74"/>'+(L==="stock"?"":`<rect x="58" y="4" width="38" height="24" rx="3" fill="url(#${i}-lattice)" stroke="#e9d9a6" stroke-width="1"/>`)+`<text x="50" y="133" text-anchor="middle" font-size="12.5" font-weight="700" fill="#fff">${ct(D("face_down"))}</text>`,Ye=y&&y.pile===L&&C.index>=y.index&&C.index<y.index+y.count,St=it.extra&&it.extra[C.index]||0,Ue=St?`<rect class="solitaire-editor-extra" x="1" y="1" width="98" height="138" rx="7" fill="none" stroke="#c62828" stroke-width="5"/><rect x="24" y="3" width="32" height="22" rx="11" fill="#c62828" stroke="#fff" stroke-width="1.5"/><text x="40" y="19" text-anchor="middle" font-size="14" font-weight="700" fill="#fff">\xD7${St}</text>`:"",te=`<g class="solitaire-card" data-pile="${L}" data-index="${C.index}" data-card="${C.code}" data-up="${pt?1:0}"${St?` data-extra="${St}"`:""}${Qt} transform="translate(${T(C.x)} ${T(C.y)}) scale(${T(x)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+ne(C.code,{courtFill:`url(#${i}-court)`})+Pe+Ue+(Ye&&!A?'<rect class="solitaire-select-ring" x="-2" y="-2" width="104" height="144" rx="9" fill="none" stroke="var(--solitaire-select)" stroke-width="4"/>':"")+(Qt?q:"")+"</g>";$t?yt.push(te):W.push(te)}if(Y.fan==="square"&&Y.count>1){let C=Math.max(8,p*.13),pt=Y.slot.x+p-3-C*1.4,$t=Y.slot.y+3+C*.78;W.push(`<g class="solitaire-badge" pointer-events="none"><rect x="${T(pt-C*1.4)}" y="${T($t-C*.78)}" width="${T(C*2.8)}" height="${T(C*1.56)}" rx="${T(C*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${T(pt)}" y="${T($t+C*.36)}" text-anchor="middle" font-size="${T(C*1.02)}" font-weight="700" fill="#fff">${Y.count}</text></g>`)}if(Y.label&&Y.label.text){let C=it.dir==="down"?"\u2193 ":it.dir==="up"?"\u2191 ":"";W.push(`<text class="solitaire-pile-label" x="${T(Y.label.x)}" y="${T(Y.label.y)}" text-anchor="middle" font-size="${T(Math.max(8.5,.13*p))}">${ct(C+Y.label.text)}</text>`)}W.push("</g>")}if(A&&A.over&&o.piles[A.over]){let L=o.piles[A.over].drop;W.push(`<rect class="solitaire-over-ring" x="${T(L.x)}" y="${T(L.y)}" width="${T(L.w)}" height="${T(L.h)}" rx="8" fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-width="3.6" pointer-events="none"/>`)}A&&W.push(`<g class="solitaire-drag" transform="translate(${T(A.dx)} ${T(A.dy)})" pointer-events="none">${yt.join("")}</g>`);let Jt=bt(r),Ne=I.contains(Jt)&&Jt!==I;j.innerHTML=W.join(""),j.setAttribute("viewBox",`0 0 ${T(o.width)} ${T(o.height)}`),j.setAttribute("aria-label",f.title??"Position editor"),Ne&&st(O)},ht=()=>{let o=f.piles.find(k=>k.id==="stock"),p=bt(r),s=p&&G.contains(p)?Number(p.dataset.index??-1):null;G.replaceChildren(),G.setAttribute("aria-label",D("stock_strip")),G.append(R("span","solitaire-editor-strip-caption",{textContent:D("stock_strip")})),o.cards.forEach((k,M)=>{let E=k[1]==="H"||k[1]==="D",_=o.extra&&o.extra[M]||0,q=R("button",`solitaire-editor-chip ${E?"red":"black"}${_?" solitaire-editor-chip-extra":""}`,{type:"button"});q.textContent=(k[0]==="T"?"10":k[0])+{S:"\u2660",H:"\u2665",D:"\u2666",C:"\u2663"}[k[1]],q.dataset.index=String(M),q.dataset.card=k;let W=!!y&&y.pile==="stock"&&y.index===M;q.setAttribute("aria-label",`${M+1}: ${Mt(k,f.labels)}${_?`, ${D("extra")} (\xD7${_})`:""}${W?`, ${D("picked_up")}`:""}`),_&&(q.dataset.extra=String(_)),q.setAttribute("aria-pressed",W?"true":"false"),q.addEventListener("click",()=>{vt?vt=!1:Vt(M)}),q.addEventListener("pointerdown",yt=>Ce(yt,M,q)),G.append(q)});let x=R("button","solitaire-editor-chip solitaire-editor-chip-end",{type:"button",textContent:"\u21E5"});if(x.title=D("to_stock_end"),x.setAttribute("aria-label",D("to_stock_end")),x.addEventListener("click",()=>Vt(o.cards.length)),x.dataset.index=String(o.cards.length),G.append(x),s!==null){let k=G.querySelectorAll("button");k[Math.min(Math.max(s,0),k.length-1)].focus({preventScroll:!0})}},Me=()=>{if(!f)return;let o=lt(m,f.counter<=0),p=lt(N,typeof f.counter_max=="number"&&f.counter>=f.counter_max),s=lt(n,!f.can_undo)||lt(g,!f.extra)||lt(l,!f.auto_flip);u.textContent=f.title,n.textContent=D("undo"),n.disabled=!f.can_undo,a.textContent=D("reset"),d.textContent=D("sort"),l.textContent=D("flip"),l.hidden=!f.auto_flip,g.textContent=D("remove"),g.hidden=!f.extra,v.textContent=D(f.counter_kind),F.textContent=String(f.counter),m.disabled=f.counter<=0,m.setAttribute("aria-label",`${D(f.counter_kind)} \u2212 1`),N.setAttribute("aria-label",`${D(f.counter_kind)} + 1`),N.disabled=typeof f.counter_max=="number"&&f.counter>=f.counter_max,B.className="solitaire-editor-verdict "+(f.valid?"solitaire-editor-valid":"solitaire-editor-invalid");let x=f.valid?`<b>\u2713 ${ct(D("valid"))}</b>`:`<b>\u2717 ${ct(D("invalid"))}:</b><span class="solitaire-editor-problem">${ct(f.problem)}</span>`;B.dataset.said!==x&&(B.innerHTML=x,B.dataset.said=x),S.textContent=f.message?f.message.text:"",S.className="solitaire-message"+(f.message?` solitaire-message-${f.message.kind}`:""),S.style.display=f.message?"":"none",rt.textContent=D("help")+(f.extra?` ${D("help_extra")}`:""),h.textContent=f.position,et(),o&&(Ot([N])||st(O)),p&&(Ot([m])||st(O)),s&&st(O),ht()},qt=null,Kt=ke(Z),Dt=()=>{let o=e.get("_editor");!o||!Array.isArray(o.piles)||(f=o,typeof f.said=="string"&&f.said&&f.version!==qt&&(qt=f.version,Kt.say(f.said)),dt=Wt(),H=Pt($e(f),dt),y=null,A=null,Me())};function st(o){let p=_t(H),s=o&&p.find(k=>k.pile===o.pile&&k.index===o.index);if(!s&&o){let k=p.filter(M=>M.pile===o.pile);s=k[k.length-1]}if(s=s??p[0],!s)return;O=s;let x=j.querySelector(`[data-stop="${s.pile}/${s.index}"]`);if(x){for(let k of j.querySelectorAll(`[data-pile="${s.pile}"][tabindex="0"]`))k.setAttribute("tabindex","-1");x.setAttribute("tabindex","0"),x.focus({preventScroll:!0})}}let Xt=o=>{let p=o?Se(H,o.pile,o.index):0,s=ui(y,o,p);Q(s.intent),y=s.selection,et(),ht()},mt=null,vt=!1,Gt=(o,p)=>{let s=r.getRootNode(),x=(s.elementFromPoint?s:document).elementFromPoint(o,p),k=x&&x.closest?x.closest(".solitaire-editor-chip"):null;if(k&&G.contains(k))return Number(k.dataset.index);if(Zt(o,p))return"remove";let M=j.getBoundingClientRect();if(o<M.left||o>M.right||p<M.top||p>M.bottom)return null;let E=wt(o,p);for(let _ of H.order)if(gt(H.piles[_].drop,E.x,E.y))return _;return null},Ce=(o,p,s)=>{if(o.button!==0)return;mt={id:o.pointerId,index:p,cx:o.clientX,cy:o.clientY,ghost:null,over:null};try{s.setPointerCapture(o.pointerId)}catch{}let x=M=>{let E=mt;if(!E||M.pointerId!==E.id)return;if(!E.ghost){if(Math.hypot(M.clientX-E.cx,M.clientY-E.cy)<zt)return;E.ghost=s.cloneNode(!0),Object.assign(E.ghost.style,{position:"fixed",pointerEvents:"none",zIndex:"10",opacity:"0.85"}),r.append(E.ghost),y=null}E.ghost.style.left=`${M.clientX+6}px`,E.ghost.style.top=`${M.clientY+6}px`;let _=Gt(M.clientX,M.clientY);_!==E.over&&(E.over=_,A=typeof _=="string"?{src:"",index:0,count:0,dx:0,dy:0,over:_}:null,et())},k=M=>{let E=mt;if(!E||M.pointerId!==E.id||(s.removeEventListener("pointermove",x),s.removeEventListener("pointerup",k),s.removeEventListener("pointercancel",k),mt=null,!E.ghost))return;E.ghost.remove(),vt=!0,setTimeout(()=>{vt=!1},0),A=null;let _=M.type==="pointerup"?Gt(M.clientX,M.clientY):null,q=f.piles.find(W=>W.id==="stock").cards.length;if(_==="remove")kt({pile:"stock",index:E.index});else if(typeof _=="string"&&_!=="stock")Q({kind:"move",src:"stock",index:E.index,count:1,dst:_});else if(typeof _=="number"||_==="stock"){let W=typeof _=="number"?Math.min(_,q-1):q-1;W!==E.index&&Q({kind:"move",src:"stock",index:E.index,count:1,dst:"stock",at:W})}et()};s.addEventListener("pointermove",x),s.addEventListener("pointerup",k),s.addEventListener("pointercancel",k)},Vt=o=>{let p=f.piles.find(s=>s.id==="stock");if(y)if(y.pile==="stock"&&y.index===o)y=null;else{let s=Math.min(o,p.cards.length-(y.pile==="stock"?y.count:0));Q({kind:"move",src:y.pile,index:y.index,count:y.count,dst:"stock",at:s}),y=null}else o<p.cards.length&&(y={pile:"stock",index:o,count:1});et(),ht()},Rt=o=>{o&&o.index>=0&&Q({kind:"flip",pile:o.pile,index:o.index})},kt=o=>{o&&o.index>=0&&Q({kind:"remove",pile:o.pile,index:o.index}),y=null};function Zt(o,p){if(g.hidden)return!1;let s=g.getBoundingClientRect();return o>=s.left&&o<=s.right&&p>=s.top&&p<=s.bottom}let It=o=>{f&&o>=0&&Q({kind:"counter",value:o})};n.addEventListener("click",()=>Q({kind:"undo"})),a.addEventListener("click",()=>Q({kind:"reset"})),d.addEventListener("click",()=>Q({kind:"sort"})),l.addEventListener("click",()=>Rt(y??O)),g.addEventListener("click",()=>kt(y??O)),m.addEventListener("click",()=>It(f.counter-1)),N.addEventListener("click",()=>It(f.counter+1));let Le=o=>{if(o.altKey||o.ctrlKey||o.metaKey||!H)return;let p={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(o.key in p){o.preventDefault();let s=Ut(H,O,p[o.key]);s&&st(s)}else o.key==="Enter"||o.key===" "?(o.preventDefault(),O?Xt(O):st(null)):o.key==="f"||o.key==="F"?(o.preventDefault(),Rt(O)):o.key==="Delete"||o.key==="Backspace"?(o.preventDefault(),kt(y??O)):o.key==="Escape"?(y=null,et(),ht()):o.key==="u"||o.key==="U"?(o.preventDefault(),Q({kind:"undo"})):(o.key==="+"||o.key==="-")&&(o.preventDefault(),It(f.counter+(o.key==="+"?1:-1)))},_e=o=>{let p=o.target.closest?.("[data-stop]");if(!p)return;let[s,x]=(p.getAttribute("data-stop")??"").split("/");O={pile:s,index:Number(x)}},V=null,nt=null,wt=(o,p)=>{let s=j.getBoundingClientRect(),x=s.width?H.width/s.width:1;return{x:(o-s.left)*x,y:(p-s.top)*x}},Te=(o,p,s,x)=>{let k=H.piles.stock;return x!=="stock"&&k&&gt(k.drop,o,p)?"stock":Yt(H,s,x)},De=o=>{if(o.button!==0||!H)return;let p=wt(o.clientX,o.clientY),s=Lt(H,p.x,p.y);V={id:o.pointerId,hit:s,cx:o.clientX,cy:o.clientY,x:p.x,y:p.y,dragging:!1};try{j.setPointerCapture(o.pointerId)}catch{}s&&s.index>=0&&(o.preventDefault(),I.focus({preventScroll:!0}))},Re=o=>{if(!V||o.pointerId!==V.id)return;let p=V.hit;if(!V.dragging){if(Math.hypot(o.clientX-V.cx,o.clientY-V.cy)<zt||!p||p.index<0)return;V.dragging=!0,nt=null,y=null,A={src:p.pile,index:p.index,count:Se(H,p.pile,p.index),dx:0,dy:0,over:null}}if(!A)return;let s=wt(o.clientX,o.clientY);A.dx=s.x-V.x,A.dy=s.y-V.y;let x=H.piles[A.src].cards[A.index];A.over=Te(s.x,s.y,{x:x.x+A.dx,y:x.y+A.dy,w:H.cardW,h:H.cardH},A.src),et()},Ie=o=>{if(!V||o.pointerId!==V.id)return;let p=V;if(V=null,p.dragging){let x=A;A=null,x&&Zt(o.clientX,o.clientY)?kt({pile:x.src,index:x.index}):x&&x.over&&x.over!==x.src&&Q({kind:"move",src:x.src,index:x.index,count:x.count,dst:x.over}),et();return}let s=p.hit;if(s&&s.index>=0&&nt&&nt.pile===s.pile&&nt.index===s.index&&o.timeStamp-nt.t<ue){nt=null,y=null,Rt(s),et();return}nt=s&&s.index>=0&&!y?{...s,t:o.timeStamp}:null,s&&(O=s),Xt(s)},je=()=>{V=null,A&&(A=null,et())},Fe=o=>{if(o.touches.length!==1||!H)return;let p=wt(o.touches[0].clientX,o.touches[0].clientY),s=Lt(H,p.x,p.y);s&&s.index>=0&&o.preventDefault()};j.addEventListener("pointerdown",De),j.addEventListener("pointermove",Re),j.addEventListener("pointerup",Ie),j.addEventListener("pointercancel",je),j.addEventListener("touchstart",Fe,{passive:!1}),I.addEventListener("keydown",Le),I.addEventListener("focusin",_e),e.on("change:_editor",Dt),e.on("msg:custom",Bt);let jt=null;if(typeof ResizeObserver<"u"){let o=0;jt=new ResizeObserver(()=>{cancelAnimationFrame(o),o=requestAnimationFrame(()=>{let p=Wt();!f||Math.abs(p-dt)<1||(dt=p,H=Pt($e(f),dt),et())})}),jt.observe(I)}return Dt(),()=>{e.off("change:_editor",Dt),e.off("msg:custom",Bt),Tt.destroy(),Kt.stop(),jt?.disconnect(),P?.(),J(),r.remove()}}var zi={render:pi};export{Se as carried,ui as clickAction,zi as default,$e as layoutSnapshot};
