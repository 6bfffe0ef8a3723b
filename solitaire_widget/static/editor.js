var Ke="#c0142c",Xe="#1b1e24";function ne(e){let t=e[0],i=e[1];return{rank:t,suit:i,red:i==="H"||i==="D"}}function se(e){return e==="T"?"10":e}var Ge={H:"M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",D:"M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",S:"M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",C:"M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z"};function gt(e,t,i,r,l,d=!1){let n=r/100,a=d?" rotate(180 50 50)":"";return`<path d="${Ge[e]}" fill="${l}" transform="translate(${zt(t-r/2)} ${zt(i-r/2)}) scale(${zt(n)})${a}"/>`}function zt(e){return Number.isInteger(e)?String(e):e.toFixed(2)}var N=31,J=50,P=69,K=29,X=111,it=70,Mt=56.3,Et=83.7,Nt={2:[[J,K],[J,X]],3:[[J,K],[J,it],[J,X]],4:[[N,K],[P,K],[N,X],[P,X]],5:[[N,K],[P,K],[J,it],[N,X],[P,X]],6:[[N,K],[P,K],[N,it],[P,it],[N,X],[P,X]],7:[[N,K],[P,K],[J,49.5],[N,it],[P,it],[N,X],[P,X]],8:[[N,K],[P,K],[J,49.5],[N,it],[P,it],[J,90.5],[N,X],[P,X]],9:[[N,K],[P,K],[N,Mt],[P,Mt],[J,it],[N,Et],[P,Et],[N,X],[P,X]],T:[[N,K],[P,K],[J,42.6],[N,Mt],[P,Mt],[N,Et],[P,Et],[J,97.4],[N,X],[P,X]]},ae=`font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;function Ve(e,t,i){let r=se(e),l=r.length>1;return`<g class="solitaire-index"><text x="${l?12.6:11.5}" y="23" text-anchor="middle" font-size="${l?19:22}"${l?' letter-spacing="-2.2"':""} ${ae} fill="${i}">${r}</text>`+gt(t,11.5,31.5,12,i)+"</g>"}function Ze(e,t,i,r){let n=t-13,a=i-14/2;return`<polygon points="${e==="K"?`${n},${a+14} ${n},${a} ${n+26*.25},${a+14*.55} ${n+26/2},${a-2} ${n+26*.75},${a+14*.55} ${n+26},${a} ${n+26},${a+14}`:`${n},${a+14} ${n+2},${a+3} ${n+26*.3},${a+14*.6} ${n+26/2},${a+1} ${n+26*.7},${a+14*.6} ${n+26-2},${a+3} ${n+26},${a+14}`}" fill="#e7b53c" stroke="${r}" stroke-width="1.2" stroke-linejoin="round"/><circle cx="${t}" cy="${a+14*.72}" r="2" fill="${r}"/>`}function Je(e,t,i){return`<path d="M${e-11} ${t+7}C${e-6} ${t-8} ${e+6} ${t-10} ${e+13} ${t-7}C${e+5} ${t-3} ${e-2} ${t+2} ${e-11} ${t+7}Z" fill="#e7b53c" stroke="${i}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${e-11} ${t+7}L${e+9} ${t-6}" stroke="${i}" stroke-width="0.9"/>`}function Qe(e,t,i,r){let l=(e==="J"?Je(50,30,i):Ze(e,50,30,i))+`<text x="50" y="62" text-anchor="middle" font-size="31" ${ae} fill="${i}">${e}</text>`+gt(t,32.5,29,10,i)+gt(t,67.5,29,10,i);return`<rect class="solitaire-court-frame" x="22" y="15" width="56" height="110" rx="4" fill="${r}" stroke="${i}" stroke-width="1.3"/><rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${i}" stroke-opacity="0.35" stroke-width="0.8"/><line x1="25" y1="70" x2="75" y2="70" stroke="${i}" stroke-opacity="0.4" stroke-width="0.8"/>`+l+`<g transform="rotate(180 50 70)">${l}</g>`}function le(e,t={}){let{rank:i,suit:r,red:l}=ne(e),d=l?Ke:Xe,n=Ve(i,r,d),a="",u=i==="A"?"ace":Nt[i]?"pips":"court";if(i==="A")a=gt(r,50,70,r==="S"?46:40,d),r==="S"&&(a+=`<circle cx="50" cy="70" r="33" fill="none" stroke="${d}" stroke-opacity="0.25" stroke-width="1"/>`);else if(Nt[i]){let c=i==="T"||i==="9"?17:18;a=Nt[i].map(([g,$])=>`<g class="solitaire-pip">${gt(r,g,$,c,d,$>it+1)}</g>`).join("")}else a=Qe(i,r,d,t.courtFill??"#fbf1d6");return`<g class="solitaire-face solitaire-suit-${r}"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#b9bcc2" stroke-width="1"/><g class="solitaire-centre solitaire-centre-${u}">${a}</g>`+n+`<g transform="rotate(180 50 70)">${n}</g></g>`}function ce(e){return`<pattern id="${e}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/><path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/><circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/></pattern><linearGradient id="${e}-court" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/></linearGradient>`}function Ct(e,t){let{rank:i,suit:r}=ne(e),l=t?.ranks?.[i]??se(i),d=t?.suits?.[r]??r;return(t?.card_name??"{rank} of {suit}").replace("{rank}",l).replace("{suit}",d)}var ti={maxCardW:104,minCardW:38,faceDownStep:.1,faceUpStep:.28,wasteFan:.22,faceUpRoom:6},Pt=3;function ei(e){let t=e.draw_count;return typeof t=="number"&&t>=1?Math.min(t,Pt):Pt}function Ut(e,t,i={}){let r={...ti,...i};return(e.layout==="matrimony"?"matrimony":"klondike")==="matrimony"?si(e,t,r):ni(e,t,r)}function de(e,t,i,r){let l=e/(t+(t-1)*i+2*i);return Math.max(r.minCardW,Math.min(r.maxCardW,l))}var y=e=>Math.round(e*100)/100;function lt(e,t,i){let r=e.cards.length,l=e.face_down??0,d=e.cards.map((n,a)=>({index:a,code:n,faceUp:n!==null&&a>=l,x:t.x,y:t.y}));return{id:e.id,kind:e.kind,fan:"square",slot:t,drop:ii(t,i),cards:d,count:r}}function ii(e,t){return{x:y(e.x-t),y:y(e.y-t),w:y(e.w+2*t),h:y(e.h+2*t)}}function oi(e,t,i,r,l,d){let n=e.cards.length,a=r.faceDownStep*i,u=r.faceUpStep*i,c=e.cards.slice(0,-1).map(m=>m===null?"d":"u"),g=()=>c.reduce((m,j)=>m+(j==="d"?a:u),0);if(l!==void 0&&n>1){let m=l-t.y-i,j=g();if(j>m&&m>0){let F=Math.max(.35,m/j);a*=F,u*=F}}let $=t.y,h=e.cards.map((m,j)=>{let F={index:j,code:m,faceUp:m!==null&&j>=(e.face_down??0),x:t.x,y:y($)};return $+=m===null?a:u,F}),v=n?h[n-1].y+i:t.y+i;return{id:e.id,kind:e.kind,fan:"down",slot:t,drop:{x:y(t.x-d),y:y(t.y-d),w:y(t.w+2*d),h:y(v-t.y+i*.35+d)},cards:h,count:n}}function ri(e,t,i,r,l,d){let n=e.cards.length,a=Math.max(0,n-d),u=r.wasteFan*i,c=e.cards.map(($,h)=>({index:h,code:$,faceUp:$!==null,x:y(t.x+Math.max(0,h-a)*u),y:t.y})),g=n?c[n-1].x+i:t.x+i;return{id:e.id,kind:e.kind,fan:"right",slot:t,drop:{x:y(t.x-l),y:y(t.y-l),w:y(g-t.x+2*l),h:y(t.h+2*l)},cards:c,count:n,shown:d}}function ni(e,t,i){let r=e.piles,l=r.filter(b=>b.kind==="foundation"),d=r.filter(b=>b.kind==="tableau"),n=Math.max(7,d.length,l.length+3),a=.14,u=de(t,n,a,i),c=u*1.4,g=u*a,$=n*u+(n-1)*g;t=Math.max(t,$+2*g);let h=Math.max(g,(t-$)/2),v=b=>y(h+b*(u+g)),m=g,j=Math.max(14,c*.14),F=m+c+j+g*.6,O=g/2,E=(d.length?Math.max(0,d.length-1)*i.faceDownStep+Math.max(0,i.faceUpRoom-1)*i.faceUpStep:0)*c,V=F+c+E+g,B=i.maxHeight?Math.min(V,i.maxHeight):V,Q=B-g,rt={},nt=[];for(let b of r){let k;if(b.kind==="stock")k=lt(b,{x:v(0),y:m,w:u,h:c},O),k.label={x:y(v(0)+u/2),y:y(m+c+j*.8),text:""};else if(b.kind==="waste")k=ri(b,{x:v(1),y:m,w:u,h:c},u,i,O,ei(e));else if(b.kind==="foundation"){let U=l.indexOf(b);k=lt(b,{x:v(n-l.length+U),y:m,w:u,h:c},O)}else{let U=d.indexOf(b);k=oi(b,{x:v(U),y:y(F),w:u,h:c},c,i,Q,O);let ot=k.cards.length?k.cards[k.cards.length-1].y+c:F+c;B=Math.max(B,ot+g)}rt[b.id]=k,nt.push(b.id)}return{width:y(t),height:y(B),cardW:y(u),cardH:y(c),gap:y(g),kind:"klondike",piles:rt,order:nt}}function si(e,t,i){let r=e.piles,l=r.filter(b=>b.kind==="foundation"),d=r.filter(b=>b.kind==="tableau"),n=Math.max(l.length,Math.ceil(d.length/2),1),a=n+1,u=.16,c=de(t,a,u,i),g=c*1.4,$=c*u,h=a*c+(a-1)*$;t=Math.max(t,h+2*$);let v=Math.max($,(t-h)/2),m=b=>y(v+b*(c+$)),j=$,F=Math.max(14,g*.15),O=[j+g+F+$*.9];O.push(O[0]+g+$*1.1);let E=$/2,V={},B=[0,0];d.forEach((b,k)=>{let U=Math.min(1,Math.max(0,typeof b.row=="number"?b.row:k<n?0:1));V[b.id]={row:U,col:B[U]++}});let Q={},rt=[];for(let b of r){let k;if(b.kind==="stock")k=lt(b,{x:m(0),y:j,w:c,h:g},E),k.label={x:y(m(0)+c/2),y:y(j+g+F*.8),text:""};else if(b.kind==="waste")k=lt(b,{x:m(0),y:y(O[0]),w:c,h:g},E);else if(b.kind==="foundation"){let U=l.indexOf(b),ot=m(1+U);k=lt(b,{x:ot,y:j,w:c,h:g},E),k.label={x:y(ot+c/2),y:y(j+g+F*.8),text:b.label??""}}else{let{row:U,col:ot}=V[b.id];k=lt(b,{x:m(1+ot%n),y:y(O[U]),w:c,h:g},E)}Q[b.id]=k,rt.push(b.id)}let nt=O[1]+g+$*1.2;return{width:y(t),height:y(nt),cardW:y(c),cardH:y(g),gap:y($),kind:"matrimony",piles:Q,order:rt}}function Lt(e){return e.fan==="down"?e.cards:e.fan==="right"?e.cards.slice(-(e.shown??Pt)):e.cards.slice(-1)}function xt(e,t,i){return t>=e.x&&t<=e.x+e.w&&i>=e.y&&i<=e.y+e.h}function _t(e,t,i){let{cardW:r,cardH:l}=e;for(let d=e.order.length-1;d>=0;d--){let n=e.piles[e.order[d]],a=Lt(n);for(let u=a.length-1;u>=0;u--){let c=a[u];if(xt({x:c.x,y:c.y,w:r,h:l},t,i))return{pile:n.id,index:n.fan==="down"?c.index:n.count-1}}if(!a.length&&xt(n.slot,t,i))return{pile:n.id,index:-1}}return null}function Yt(e,t,i){let r=null,l=0;for(let d of e.order){if(d===i)continue;let n=e.piles[d];if(n.kind==="stock")continue;let a=n.drop,u=Math.min(t.x+t.w,a.x+a.w)-Math.max(t.x,a.x),c=Math.min(t.y+t.h,a.y+a.h)-Math.max(t.y,a.y);if(u<=0||c<=0)continue;let g=u*c;g>l&&(l=g,r=d)}return l>=.12*t.w*t.h?r:null}function Tt(e){let t=[];for(let i of e.order){let r=e.piles[i];if(r.fan==="down"){let l=r.cards.filter(d=>d.faceUp);if(l.length)for(let d of l)t.push({pile:i,index:d.index});else t.push({pile:i,index:r.count-1})}else t.push({pile:i,index:r.count-1})}return t}function ue(e,t){let i=e.piles[t.pile],r=t.index>=0?i.cards[t.index]:null,l=r?r.x:i.slot.x,d=r?r.y:i.slot.y;return{x:l+e.cardW/2,y:d+(r&&i.fan==="down"?e.cardH*.12:e.cardH/2)}}function Ht(e,t,i){let r=Tt(e);if(!r.length)return null;if(!t)return r[0];let l=r.find(u=>u.pile===t.pile&&u.index===t.index)??r.find(u=>u.pile===t.pile);if(!l)return r[0];if(i==="up"||i==="down"){let u=r.filter(g=>g.pile===l.pile),c=u.indexOf(l)+(i==="down"?1:-1);if(c>=0&&c<u.length)return u[c]}let d=ue(e,l);if(i==="left"||i==="right"){let u=e.piles[l.pile].slot.y,c=null,g=1/0;for(let h of e.order){let v=e.piles[h];if(h===l.pile||Math.abs(v.slot.y-u)>1)continue;let m=(v.slot.x-e.piles[l.pile].slot.x)*(i==="right"?1:-1);m>1&&m<g&&(g=m,c=h)}if(!c)return l;let $=r.filter(h=>h.pile===c);return $[$.length-1]}let n=null,a=1/0;for(let u of r){if(u.pile===l.pile)continue;let c=ue(e,u),g=i==="up"?d.y-c.y:c.y-d.y,$=Math.abs(c.x-d.x);if(g<=1)continue;let h=g+3*$;h<a&&(a=h,n=u)}return n??l}function ai(e,t){return String(e).replace(/\{(\w+)\}/g,(i,r)=>r in t?String(t[r]):i)}function pe(e,t){let i=e.labels??{};if(t==="stock")return i.stock??"Stock";if(t==="waste")return i.waste??"Waste";let r=/^([ft])(\d+)$/.exec(t);return r?ai(r[1]==="f"?i.foundation??"Foundation {n}":i.pile??"Pile {n}",{n:r[2]}):t}function li(){let e=new Uint32Array(2);return globalThis.crypto.getRandomValues(e),Array.from(e,t=>t.toString(36).padStart(7,"0")).join("")}function fe(e,t={}){let i=t.timeout??400,r=t.retries??5,l=t.session??li(),d=t.setTimer??((h,v)=>setTimeout(h,v)),n=t.clearTimer??(h=>clearTimeout(h)),a=new Map,u=0,c={sent:0,resent:0,acked:0,givenUp:0},g=h=>{try{e(h)}catch(v){t.onPostError?.(v)}},$=h=>{let v=a.get(h);v&&(v.timer=d(()=>{if(a.has(h)){if(v.attempt>=r){a.delete(h),c.givenUp+=1,t.onGiveUp?.(v.msg);return}v.attempt+=1,c.resent+=1,t.onResend?.(v.msg,v.attempt),g(v.msg),$(h)}},i*2**v.attempt))};return{session:l,stats:c,send(h){u+=1;let v=`${l}-${u}`,m={...h,id:v};return a.set(v,{msg:m,attempt:0,timer:null}),c.sent+=1,g(m),$(v),v},ack(h){let v=typeof h=="string"?a.get(h):void 0;return v?(n(v.timer),a.delete(h),c.acked+=1,!0):!1},pending:()=>[...a.keys()],destroy(){for(let h of a.values())n(h.timer);a.clear()}}}var Ot=5,ge=400;var ci=`
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
  /* the deal box without its spin buttons (the arrow keys still step the number): its
     width is the number's and the padding's (widget.js dealBoxWidth), the room the title's */
  .solitaire-deal-input { --solitaire-deal-room: 18px; appearance: textfield; -moz-appearance: textfield; }
  .solitaire-deal-input::-webkit-inner-spin-button, .solitaire-deal-input::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
  .solitaire-toolbar { gap: 6px 4px; }
  .solitaire-toolbar .solitaire-btn, .solitaire-toolbar .solitaire-undo, .solitaire-toolbar .solitaire-redo { padding-left: 7px; padding-right: 7px; }
}
/* where the browser can size a box from its content (calc-size: Chromium), the title takes
   what room the line has, up to its whole name: a line is laid out as if it were at most
   8em (a long deal number and a score still fit on it), then the title grows before the
   gap before the counter does. Elsewhere it stays cut at 8em. */
@supports (min-width: calc-size(max-content, size)) {
  @container (max-width: 760px) {
    .solitaire-title {
      flex: 1000 1 0px; max-width: max-content;
      min-width: calc-size(max-content, min(size, 8em));
    }
  }
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
/* large print: the corner indices 30% bigger (what shows of a fanned card); the centre (pips,
   a court's panel) drawn smaller about the card's middle to make room, as on a jumbo-index
   deck: at the normal size a bigger "10" or "K" lay over the first pip or the panel's frame.
   The ace's ring (spades) clears the corner at 0.86. */
.solitaire-large-print .solitaire-index { transform: scale(1.3); transform-box: fill-box; transform-origin: 0 0; }
.solitaire-large-print .solitaire-centre { transform-box: fill-box; transform-origin: center; }
.solitaire-large-print .solitaire-centre-pips, .solitaire-large-print .solitaire-centre-court { transform: scale(0.74); }
.solitaire-large-print .solitaire-centre-ace { transform: scale(0.86); }

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
`;function ve(e){let t=e.getRootNode?e.getRootNode():document,i=t&&t.nodeType===11?t:document.head;if(!i||i.querySelector&&i.querySelector("style[data-solitaire-widget]"))return;let r=document.createElement("style");r.setAttribute("data-solitaire-widget","1"),r.textContent=ci,i.appendChild(r)}var xe=new Set(["dark","dark-mode","dark-theme","theme-dark"]),be=new Set(["light","light-mode","light-theme","theme-light"]),we=["data-theme","data-mode","data-bs-theme","data-color-mode","theme"];function di(e){let t=/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(e);if(t){let a=t[4]===void 0?1:t[4].endsWith("%")?parseFloat(t[4])/100:parseFloat(t[4]);return[+t[1],+t[2],+t[3],a]}if(typeof document>"u")return null;let i=document.createElement("canvas").getContext("2d",{willReadFrequently:!0});if(!i)return null;i.clearRect(0,0,1,1),i.fillStyle="#00000000",i.fillStyle=e,i.fillRect(0,0,1,1);let[r,l,d,n]=i.getImageData(0,0,1,1).data;return[r,l,d,n/255]}function ui(e){let t=i=>{let r=i/255;return r<=.04045?r/12.92:((r+.055)/1.055)**2.4};return .2126*t(e[0])+.7152*t(e[1])+.0722*t(e[2])}function pi(e){let t=e;for(;t;){if(t.nodeType===1){let i=di(getComputedStyle(t).backgroundColor);if(i&&i[3]>=.5)return i}t=t.parentNode||(t.nodeType===11?t.host:null)}return null}function he(e){if(!e)return null;for(let t of e.classList){if(xe.has(t))return"dark";if(be.has(t))return"light"}for(let t of we){let i=(e.getAttribute(t)||"").toLowerCase();if(xe.has(i))return"dark";if(be.has(i))return"light"}return null}function fi(e){let t=e.ownerDocument||document,i=t.body,r=t.documentElement,l=i&&i.getAttribute("data-jp-theme-light");if(l==="true"||l==="false")return{scheme:l==="true"?"light":"dark",source:"jupyter"};let d=i?`${i.className} ${i.getAttribute("data-vscode-theme-kind")||""}`:"";if(/\bvscode-(light|high-contrast-light)\b/.test(d))return{scheme:"light",source:"vscode"};if(/\bvscode-(dark|high-contrast)\b/.test(d))return{scheme:"dark",source:"vscode"};let n=he(i)||he(r);if(n)return{scheme:n,source:"page"};let a=e.isConnected?pi(e.parentNode||e):null;if(a)return{scheme:ui(a)<.18?"dark":"light",source:"background"};let u=e.nodeType===1?getComputedStyle(e).colorScheme:"";return u==="dark"||u==="only dark"?{scheme:"dark",source:"color-scheme"}:{scheme:typeof matchMedia=="function"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",source:"prefers-color-scheme"}}var me=new WeakMap;function ke(e){let t=()=>{let a=e.dataset.themeChoice,{scheme:u,source:c}=a==="light"||a==="dark"?{scheme:a,source:"setting"}:fi(e);if(e.dataset.theme===u&&e.dataset.themeSource===c)return;e.classList.add("solitaire-no-transition"),e.classList.toggle("solitaire-dark",u==="dark"),e.classList.toggle("solitaire-light",u==="light");let g=c==="prefers-color-scheme"||c==="color-scheme"||c==="setting";e.classList.toggle("solitaire-own-bg",g),e.classList.toggle("solitaire-theme-fixed",c==="setting"),e.dataset.theme=u,e.dataset.themeSource=c,e.offsetHeight,e.classList.remove("solitaire-no-transition")};me.set(e,t),t();let i=e.ownerDocument||document,r=new MutationObserver(t),l=["class","data-jp-theme-light","data-vscode-theme-kind","style",...we];for(let a of[i.documentElement,i.body])a&&r.observe(a,{attributes:!0,attributeFilter:l});let d=typeof matchMedia=="function"?matchMedia("(prefers-color-scheme: dark)"):null;d?.addEventListener?.("change",t);let n=typeof requestAnimationFrame=="function"?requestAnimationFrame(t):0;return()=>{me.delete(e),r.disconnect(),d?.removeEventListener?.("change",t),n&&typeof cancelAnimationFrame=="function"&&cancelAnimationFrame(n)}}var Bt=Symbol.for("solitaire_widget.ids");function ye(e){let t=globalThis;return t[Bt]=(t[Bt]??0)+1,`${e}${t[Bt]}`}function Wt(e){let t=null,i="",r=-1/0,l=null,d=null,n=()=>{l=null,d===null?e.removeAttribute("aria-live"):e.setAttribute("aria-live",d)},a=()=>{l!==null&&(clearTimeout(l),n())},u=3,c=0,g=()=>{t!==null&&clearTimeout(t),t=null},$=()=>{g(),c&&cancelAnimationFrame(c),c=0},h=()=>{if(typeof requestAnimationFrame!="function")return;c&&cancelAnimationFrame(c),u=0;let E=()=>{u++,c=u<3?requestAnimationFrame(E):0};c=requestAnimationFrame(E)},v=()=>{e.textContent!==""&&(r=Date.now(),h()),e.textContent=""},m=E=>{i=E,e.textContent=E},j=(E,V)=>{let B=()=>{u>=3||Date.now()-r>=1e3?(t=null,m(E)):t=setTimeout(B,16)};t=setTimeout(B,V)},F=E=>{let V=t!==null;if(g(),a(),!E){v();return}if(!V&&e.textContent!==E){let B=Date.now()-r,Q=B>=100&&(u>=3||B>=1e3);e.textContent===""&&E===i&&!Q?j(E,Math.max(0,100-B)):m(E);return}v(),j(E,100)};return{say:F,reword:E=>{if(t!==null){F(E);return}!E||e.textContent===E||(a(),d=e.getAttribute("aria-live"),e.setAttribute("aria-live","off"),m(E),l=setTimeout(n,100))},stop:$}}function $e(e){let t=Wt(e),i={text:"",serial:void 0};return{show:(l,d)=>{d!==i.serial?t.say(l):l!==i.text&&t.reword(l),i={text:l,serial:d}},stop:t.stop}}function Se(e){let t=null,i=null,r=()=>{t!==null&&(clearTimeout(t),t=null,i===null?e.removeAttribute("aria-live"):e.setAttribute("aria-live",i))};return{write:(d,n)=>{r(),n&&(i=e.getAttribute("aria-live"),e.setAttribute("aria-live","off"),t=setTimeout(r,100)),e.innerHTML=d},stop:r}}function ht(e){return e.getRootNode().activeElement??document.activeElement}function ct(e,t){return t&&ht(e)===e}function qt(e){for(let t of e)if(!(!t||!t.isConnected||t.disabled||t.hidden||t.closest(".solitaire-hidden"))&&(t.focus({preventScroll:!0}),ht(t)===t))return!0;return!1}var bt="data-lm-suppress-shortcuts";function Ae(e){let t=d=>{let n=d.target;n&&n.setAttribute&&!n.hasAttribute(bt)&&n.setAttribute(bt,"true")},i=[],r=()=>{i.forEach(d=>d.setAttribute(bt,"true")),i=[]},l=d=>{if(r(),!(d.ctrlKey||d.metaKey||d.altKey)||d.key==="Enter")return;let n=d.target;if(!(n instanceof Element)||!e.contains(n))return;let a=e.parentElement;for(let u=n;u&&u!==a;u=u.parentElement)u.hasAttribute(bt)&&(u.removeAttribute(bt),i.push(u));i.length&&setTimeout(r)};return e.addEventListener("focusin",t),window.addEventListener("keydown",l,!0),()=>{r(),e.removeEventListener("focusin",t),window.removeEventListener("keydown",l,!0)}}var gi="http://www.w3.org/2000/svg",Me="solitaire-editor-style",xi=`
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
`,dt=e=>String(e).replace(/[&<>"]/g,t=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"})[t]??t),D=e=>(Math.round(e*100)/100).toString();function bi(e){let t=e.getRootNode(),i=t&&t.nodeType===11?t:document.head;if(i.querySelector(`#${Me}`))return;let r=document.createElement("style");r.id=Me,r.textContent=xi,i.appendChild(r)}function I(e,t,i={}){let r=document.createElement(e);return r.className=t,Object.assign(r,i),r}function Ee(e){return{...e,piles:e.piles.map(t=>({...t,cards:[...t.cards]}))}}function Ce(e,t,i){let r=e.piles[t];return!r||i<0||i>=r.count?0:r.fan==="down"?r.count-i:1}function hi(e,t,i){return t?e?e.pile===t.pile&&(e.index===t.index||i===0)?{intent:null,selection:null}:e.pile===t.pile&&t.index>=0?{intent:null,selection:{...t,count:i}}:{intent:{kind:"move",src:e.pile,index:e.index,count:e.count,dst:t.pile},selection:null}:t.index>=0&&i>0?{intent:null,selection:{...t,count:i}}:{intent:null,selection:null}:{intent:null,selection:null}}function mi({model:e,el:t}){ve(t),bi(t);let i=ye("solitaire-ed"),r=I("div","solitaire-root solitaire-editor"),l=I("div","solitaire-toolbar"),d=I("span","solitaire-editor-title"),n=I("button","solitaire-btn solitaire-editor-undo",{type:"button"}),a=I("button","solitaire-btn solitaire-editor-reset",{type:"button"}),u=I("button","solitaire-btn solitaire-editor-sort",{type:"button"}),c=I("button","solitaire-btn solitaire-editor-flip",{type:"button"}),g=I("button","solitaire-btn solitaire-editor-remove",{type:"button",hidden:!0}),$=I("span","solitaire-spacer"),h=I("span","solitaire-editor-counter"),v=I("span","solitaire-label"),m=I("button","solitaire-btn solitaire-editor-minus",{type:"button",textContent:"\u2212"}),j=I("span","solitaire-editor-counter-value",{role:"status"}),F=I("button","solitaire-btn solitaire-editor-plus",{type:"button",textContent:"+"});h.append(v,m,j,F),l.append(d,n,a,u,c,g,$,h);let O=I("div","solitaire-editor-verdict",{role:"status"});O.setAttribute("aria-live","polite");let E=Se(O),V,B,Q=I("div","solitaire-message",{role:"alert"}),rt=$e(Q),nt=I("div","solitaire-said solitaire-editor-said",{role:"status"});nt.setAttribute("aria-live","polite"),r.setAttribute("data-lm-suppress-shortcuts","true");let b=I("div","solitaire-table solitaire-interactive",{tabIndex:-1}),k=document.createElementNS(gi,"svg");k.setAttribute("class","solitaire-svg"),k.setAttribute("role","group"),b.appendChild(k);let U=I("div","solitaire-editor-strip",{role:"group"}),ot=I("div","solitaire-editor-help"),Kt=I("code","solitaire-editor-text");r.append(l,O,Q,nt,b,U,ot,Kt),t.appendChild(r);let Le=ke(r),_e=Ae(r),f=null,Y=null,ut=0,S=null,H=null,A=null,Dt=fe(o=>e.send(o)),Z=o=>{o&&Dt.send(o.kind==="move"||o.kind==="flip"||o.kind==="remove"?{...o,version:f.version}:o)},Xt=o=>{o&&typeof o=="object"&&"ack"in o&&Dt.ack(o.ack)},Gt=()=>b.clientWidth||t.clientWidth||760,R=o=>f&&f.labels&&f.labels[o]||o,Te=(o,p)=>{let s=f.piles.find(x=>x.id===o);return s&&p>=0&&p<s.cards.length?{code:s.cards[p],up:s.up[p],extra:s.extra&&s.extra[p]||0}:null},De=(o,p)=>{let s=pe(f,o),x=Te(o,p);return x?`${Ct(x.code,f.labels)}, ${s}, ${x.up?R("face_up"):R("face_down")}${x.extra?`, ${R("extra")} (\xD7${x.extra})`:""}`:`${s}, ${R("empty")}`},tt=()=>{let o=Y,{cardW:p,cardH:s}=o,x=p/100,w=Tt(o),C=new Set(w.map(_=>`${_.pile}/${_.index}`)),M={};for(let _ of w)M[_.pile]=`${_.pile}/${_.index}`;H&&C.has(`${H.pile}/${H.index}`)&&(M[H.pile]=`${H.pile}/${H.index}`);let T=(_,z)=>{let et=`${_}/${z}`;if(!C.has(et))return"";let pt=!A&&S&&S.pile===_&&S.index===z,L=De(_,z)+(pt?`, ${R("picked_up")}`:"");return` data-stop="${et}" tabindex="${M[_]===et?0:-1}" role="button"${pt?' aria-pressed="true"':""} data-lm-suppress-shortcuts="true" aria-label="${dt(L)}"`},q='<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>',W=[`<defs>${ce(i)}</defs>`],$t=[];for(let _ of o.order){let z=o.piles[_],et=f.piles.find(L=>L.id===_);if(!et)continue;W.push(`<g class="solitaire-pile solitaire-pile-${z.kind}" data-pile-id="${_}">`);let pt=z.count===0;W.push(`<g class="solitaire-slot" data-pile="${_}" data-index="-1"${pt?T(_,-1):""} transform="translate(${D(z.slot.x)} ${D(z.slot.y)}) scale(${D(x)})"><rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="6 4"/>`+(pt?q:"")+"</g>");for(let L of Lt(z)){let ft=et.up[L.index],St=A&&A.src===_&&L.index>=A.index&&L.index<A.index+A.count,oe=z.fan!=="down"&&L.index!==z.count-1?"":T(_,L.index),Be=ft?"":'<rect class="solitaire-editor-down" x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.42"/><rect x="0.5" y="118" width="99" height="21.5" rx="4" fill="#1d3f74"/>'+(_==="stock"?"":`<rect x="58" y="4" width="38" height="24" rx="3" fill="url(#${i}-lattice)" stroke="#e9d9a6" stroke-width="1"/>`)+`<text x="50" y="133" text-anchor="middle" font-size="12.5" font-weight="700" fill="#fff">${dt(R("face_down"))}</text>`,We=S&&S.pile===_&&L.index>=S.index&&L.index<S.index+S.count,At=et.extra&&et.extra[L.index]||0,qe=At?`<rect class="solitaire-editor-extra" x="1" y="1" width="98" height="138" rx="7" fill="none" stroke="#c62828" stroke-width="5"/><rect x="24" y="3" width="32" height="22" rx="11" fill="#c62828" stroke="#fff" stroke-width="1.5"/><text x="40" y="19" text-anchor="middle" font-size="14" font-weight="700" fill="#fff">\xD7${At}</text>`:"",re=`<g class="solitaire-card" data-pile="${_}" data-index="${L.index}" data-card="${L.code}" data-up="${ft?1:0}"${At?` data-extra="${At}"`:""}${oe} transform="translate(${D(L.x)} ${D(L.y)}) scale(${D(x)})"><rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>`+le(L.code,{courtFill:`url(#${i}-court)`})+Be+qe+(We&&!A?'<rect class="solitaire-select-ring" x="-2" y="-2" width="104" height="144" rx="9" fill="none" stroke="var(--solitaire-select)" stroke-width="4"/>':"")+(oe?q:"")+"</g>";St?$t.push(re):W.push(re)}if(z.fan==="square"&&z.count>1){let L=Math.max(8,p*.13),ft=z.slot.x+p-3-L*1.4,St=z.slot.y+3+L*.78;W.push(`<g class="solitaire-badge" pointer-events="none"><rect x="${D(ft-L*1.4)}" y="${D(St-L*.78)}" width="${D(L*2.8)}" height="${D(L*1.56)}" rx="${D(L*.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/><text x="${D(ft)}" y="${D(St+L*.36)}" text-anchor="middle" font-size="${D(L*1.02)}" font-weight="700" fill="#fff">${z.count}</text></g>`)}if(z.label&&z.label.text){let L=et.dir==="down"?"\u2193 ":et.dir==="up"?"\u2191 ":"";W.push(`<text class="solitaire-pile-label" x="${D(z.label.x)}" y="${D(z.label.y)}" text-anchor="middle" font-size="${D(Math.max(8.5,.13*p))}">${dt(L+z.label.text)}</text>`)}W.push("</g>")}if(A&&A.over&&o.piles[A.over]){let _=o.piles[A.over].drop;W.push(`<rect class="solitaire-over-ring" x="${D(_.x)}" y="${D(_.y)}" width="${D(_.w)}" height="${D(_.h)}" rx="8" fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-width="3.6" pointer-events="none"/>`)}A&&W.push(`<g class="solitaire-drag" transform="translate(${D(A.dx)} ${D(A.dy)})" pointer-events="none">${$t.join("")}</g>`);let ie=ht(r),Oe=b.contains(ie)&&ie!==b;k.innerHTML=W.join(""),k.setAttribute("viewBox",`0 0 ${D(o.width)} ${D(o.height)}`),k.setAttribute("aria-label",f.title??"Position editor"),Oe&&at(H)},mt=()=>{let o=f.piles.find(w=>w.id==="stock"),p=ht(r),s=p&&U.contains(p)?Number(p.dataset.index??-1):null;U.replaceChildren(),U.setAttribute("aria-label",R("stock_strip")),U.append(I("span","solitaire-editor-strip-caption",{textContent:R("stock_strip")})),o.cards.forEach((w,C)=>{let M=w[1]==="H"||w[1]==="D",T=o.extra&&o.extra[C]||0,q=I("button",`solitaire-editor-chip ${M?"red":"black"}${T?" solitaire-editor-chip-extra":""}`,{type:"button"});q.textContent=(w[0]==="T"?"10":w[0])+{S:"\u2660",H:"\u2665",D:"\u2666",C:"\u2663"}[w[1]],q.dataset.index=String(C),q.dataset.card=w;let W=!!S&&S.pile==="stock"&&S.index===C;q.setAttribute("aria-label",`${C+1}: ${Ct(w,f.labels)}${T?`, ${R("extra")} (\xD7${T})`:""}${W?`, ${R("picked_up")}`:""}`),T&&(q.dataset.extra=String(T)),q.setAttribute("aria-pressed",W?"true":"false"),q.addEventListener("click",()=>{wt?wt=!1:te(C)}),q.addEventListener("pointerdown",$t=>Ie($t,C,q)),U.append(q)});let x=I("button","solitaire-editor-chip solitaire-editor-chip-end",{type:"button",textContent:"\u21E5"});if(x.title=R("to_stock_end"),x.setAttribute("aria-label",R("to_stock_end")),x.addEventListener("click",()=>te(o.cards.length)),x.dataset.index=String(o.cards.length),U.append(x),s!==null){let w=U.querySelectorAll("button");w[Math.min(Math.max(s,0),w.length-1)].focus({preventScroll:!0})}},Re=()=>{if(!f)return;let o=ct(m,f.counter<=0),p=ct(F,typeof f.counter_max=="number"&&f.counter>=f.counter_max),s=ct(n,!f.can_undo)||ct(g,!f.extra)||ct(c,!f.auto_flip);d.textContent=f.title,n.textContent=R("undo"),n.disabled=!f.can_undo,a.textContent=R("reset"),u.textContent=R("sort"),c.textContent=R("flip"),c.hidden=!f.auto_flip,g.textContent=R("remove"),g.hidden=!f.extra,v.textContent=R(f.counter_kind),j.textContent=String(f.counter),m.disabled=f.counter<=0,m.setAttribute("aria-label",`${R(f.counter_kind)} \u2212 1`),F.setAttribute("aria-label",`${R(f.counter_kind)} + 1`),F.disabled=typeof f.counter_max=="number"&&f.counter>=f.counter_max,O.className="solitaire-editor-verdict "+(f.valid?"solitaire-editor-valid":"solitaire-editor-invalid");let x=f.valid?`<b>\u2713 ${dt(R("valid"))}</b>`:`<b>\u2717 ${dt(R("invalid"))}:</b><span class="solitaire-editor-problem">${dt(f.problem)}</span>`;if(O.dataset.said!==x){let w=B!==void 0&&f.lang!==B&&f.valid===V;E.write(x,w),O.dataset.said=x,V=f.valid}B=f.lang,rt.show(f.message?f.message.text:"",f.message?f.message.serial:void 0),Q.className="solitaire-message"+(f.message?` solitaire-message-${f.message.kind}`:""),Q.style.display=f.message?"":"none",ot.textContent=R("help")+(f.extra?` ${R("help_extra")}`:""),Kt.textContent=f.position,tt(),o&&(qt([F])||at(H)),p&&(qt([m])||at(H)),s&&at(H),mt()},Vt=null,Zt=Wt(nt),Rt=()=>{let o=e.get("_editor");!o||!Array.isArray(o.piles)||(f=o,typeof f.said=="string"&&f.said&&f.version!==Vt&&(Vt=f.version,Zt.say(f.said)),ut=Gt(),Y=Ut(Ee(f),ut),S=null,A=null,Re())};function at(o){let p=Tt(Y),s=o&&p.find(w=>w.pile===o.pile&&w.index===o.index);if(!s&&o){let w=p.filter(C=>C.pile===o.pile);s=w[w.length-1]}if(s=s??p[0],!s)return;H=s;let x=k.querySelector(`[data-stop="${s.pile}/${s.index}"]`);if(x){for(let w of k.querySelectorAll(`[data-pile="${s.pile}"][tabindex="0"]`))w.setAttribute("tabindex","-1");x.setAttribute("tabindex","0"),x.focus({preventScroll:!0})}}let Jt=o=>{let p=o?Ce(Y,o.pile,o.index):0,s=hi(S,o,p);Z(s.intent),S=s.selection,tt(),mt()},vt=null,wt=!1,Qt=(o,p)=>{let s=r.getRootNode(),x=(s.elementFromPoint?s:document).elementFromPoint(o,p),w=x&&x.closest?x.closest(".solitaire-editor-chip"):null;if(w&&U.contains(w))return Number(w.dataset.index);if(ee(o,p))return"remove";let C=k.getBoundingClientRect();if(o<C.left||o>C.right||p<C.top||p>C.bottom)return null;let M=yt(o,p);for(let T of Y.order)if(xt(Y.piles[T].drop,M.x,M.y))return T;return null},Ie=(o,p,s)=>{if(o.button!==0)return;vt={id:o.pointerId,index:p,cx:o.clientX,cy:o.clientY,ghost:null,over:null};try{s.setPointerCapture(o.pointerId)}catch{}let x=C=>{let M=vt;if(!M||C.pointerId!==M.id)return;if(!M.ghost){if(Math.hypot(C.clientX-M.cx,C.clientY-M.cy)<Ot)return;M.ghost=s.cloneNode(!0),Object.assign(M.ghost.style,{position:"fixed",pointerEvents:"none",zIndex:"10",opacity:"0.85"}),r.append(M.ghost),S=null}M.ghost.style.left=`${C.clientX+6}px`,M.ghost.style.top=`${C.clientY+6}px`;let T=Qt(C.clientX,C.clientY);T!==M.over&&(M.over=T,A=typeof T=="string"?{src:"",index:0,count:0,dx:0,dy:0,over:T}:null,tt())},w=C=>{let M=vt;if(!M||C.pointerId!==M.id||(s.removeEventListener("pointermove",x),s.removeEventListener("pointerup",w),s.removeEventListener("pointercancel",w),vt=null,!M.ghost))return;M.ghost.remove(),wt=!0,setTimeout(()=>{wt=!1},0),A=null;let T=C.type==="pointerup"?Qt(C.clientX,C.clientY):null,q=f.piles.find(W=>W.id==="stock").cards.length;if(T==="remove")kt({pile:"stock",index:M.index});else if(typeof T=="string"&&T!=="stock")Z({kind:"move",src:"stock",index:M.index,count:1,dst:T});else if(typeof T=="number"||T==="stock"){let W=typeof T=="number"?Math.min(T,q-1):q-1;W!==M.index&&Z({kind:"move",src:"stock",index:M.index,count:1,dst:"stock",at:W})}tt()};s.addEventListener("pointermove",x),s.addEventListener("pointerup",w),s.addEventListener("pointercancel",w)},te=o=>{let p=f.piles.find(s=>s.id==="stock");if(S)if(S.pile==="stock"&&S.index===o)S=null;else{let s=Math.min(o,p.cards.length-(S.pile==="stock"?S.count:0));Z({kind:"move",src:S.pile,index:S.index,count:S.count,dst:"stock",at:s}),S=null}else o<p.cards.length&&(S={pile:"stock",index:o,count:1});tt(),mt()},It=o=>{o&&o.index>=0&&Z({kind:"flip",pile:o.pile,index:o.index})},kt=o=>{o&&o.index>=0&&Z({kind:"remove",pile:o.pile,index:o.index}),S=null};function ee(o,p){if(g.hidden)return!1;let s=g.getBoundingClientRect();return o>=s.left&&o<=s.right&&p>=s.top&&p<=s.bottom}let jt=o=>{f&&o>=0&&Z({kind:"counter",value:o})};n.addEventListener("click",()=>Z({kind:"undo"})),a.addEventListener("click",()=>Z({kind:"reset"})),u.addEventListener("click",()=>Z({kind:"sort"})),c.addEventListener("click",()=>It(S??H)),g.addEventListener("click",()=>kt(S??H)),m.addEventListener("click",()=>jt(f.counter-1)),F.addEventListener("click",()=>jt(f.counter+1));let je=o=>{if(o.altKey||o.ctrlKey||o.metaKey||!Y)return;let p={ArrowLeft:"left",ArrowRight:"right",ArrowUp:"up",ArrowDown:"down"};if(o.key in p){o.preventDefault();let s=Ht(Y,H,p[o.key]);s&&at(s)}else o.key==="Enter"||o.key===" "?(o.preventDefault(),H?Jt(H):at(null)):o.key==="f"||o.key==="F"?(o.preventDefault(),It(H)):o.key==="Delete"||o.key==="Backspace"?(o.preventDefault(),kt(S??H)):o.key==="Escape"?(S=null,tt(),mt()):o.key==="u"||o.key==="U"?(o.preventDefault(),Z({kind:"undo"})):(o.key==="+"||o.key==="-")&&(o.preventDefault(),jt(f.counter+(o.key==="+"?1:-1)))},Fe=o=>{let p=o.target.closest?.("[data-stop]");if(!p)return;let[s,x]=(p.getAttribute("data-stop")??"").split("/");H={pile:s,index:Number(x)}},G=null,st=null,yt=(o,p)=>{let s=k.getBoundingClientRect(),x=s.width?Y.width/s.width:1;return{x:(o-s.left)*x,y:(p-s.top)*x}},ze=(o,p,s,x)=>{let w=Y.piles.stock;return x!=="stock"&&w&&xt(w.drop,o,p)?"stock":Yt(Y,s,x)},Ne=o=>{if(o.button!==0||!Y)return;let p=yt(o.clientX,o.clientY),s=_t(Y,p.x,p.y);G={id:o.pointerId,hit:s,cx:o.clientX,cy:o.clientY,x:p.x,y:p.y,dragging:!1};try{k.setPointerCapture(o.pointerId)}catch{}s&&s.index>=0&&(o.preventDefault(),b.focus({preventScroll:!0}))},Pe=o=>{if(!G||o.pointerId!==G.id)return;let p=G.hit;if(!G.dragging){if(Math.hypot(o.clientX-G.cx,o.clientY-G.cy)<Ot||!p||p.index<0)return;G.dragging=!0,st=null,S=null,A={src:p.pile,index:p.index,count:Ce(Y,p.pile,p.index),dx:0,dy:0,over:null}}if(!A)return;let s=yt(o.clientX,o.clientY);A.dx=s.x-G.x,A.dy=s.y-G.y;let x=Y.piles[A.src].cards[A.index];A.over=ze(s.x,s.y,{x:x.x+A.dx,y:x.y+A.dy,w:Y.cardW,h:Y.cardH},A.src),tt()},Ue=o=>{if(!G||o.pointerId!==G.id)return;let p=G;if(G=null,p.dragging){let x=A;A=null,x&&ee(o.clientX,o.clientY)?kt({pile:x.src,index:x.index}):x&&x.over&&x.over!==x.src&&Z({kind:"move",src:x.src,index:x.index,count:x.count,dst:x.over}),tt();return}let s=p.hit;if(s&&s.index>=0&&st&&st.pile===s.pile&&st.index===s.index&&o.timeStamp-st.t<ge){st=null,S=null,It(s),tt();return}st=s&&s.index>=0&&!S?{...s,t:o.timeStamp}:null,s&&(H=s),Jt(s)},Ye=()=>{G=null,A&&(A=null,tt())},He=o=>{if(o.touches.length!==1||!Y)return;let p=yt(o.touches[0].clientX,o.touches[0].clientY),s=_t(Y,p.x,p.y);s&&s.index>=0&&o.preventDefault()};k.addEventListener("pointerdown",Ne),k.addEventListener("pointermove",Pe),k.addEventListener("pointerup",Ue),k.addEventListener("pointercancel",Ye),k.addEventListener("touchstart",He,{passive:!1}),b.addEventListener("keydown",je),b.addEventListener("focusin",Fe),e.on("change:_editor",Rt),e.on("msg:custom",Xt);let Ft=null;if(typeof ResizeObserver<"u"){let o=0;Ft=new ResizeObserver(()=>{cancelAnimationFrame(o),o=requestAnimationFrame(()=>{let p=Gt();!f||Math.abs(p-ut)<1||(ut=p,Y=Ut(Ee(f),ut),tt())})}),Ft.observe(b)}return Rt(),()=>{e.off("change:_editor",Rt),e.off("msg:custom",Xt),Dt.destroy(),Zt.stop(),rt.stop(),E.stop(),Ft?.disconnect(),Le?.(),_e(),r.remove()}}var Ki={render:mi};export{Ce as carried,hi as clickAction,Ki as default,Ee as layoutSnapshot};
