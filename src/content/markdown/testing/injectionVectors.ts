/**
 * Known ways to run code from HTML or Markdown, for sanitize.test.ts. Each payload would set
 * `window.__pwned` (or open a dialog) if it ran. Collected from the XSS filter-evasion and
 * mutation-XSS literature: script and event handlers, URLs whose scheme is hidden by entities,
 * whitespace or case, SVG and MathML (their own parsing rules and animation elements), templates
 * and declarative shadow roots, raw-text elements that a second parse reads differently, embedding
 * and navigation elements, CSS.
 */

const RUN = 'window.__pwned=1';
const JS = `javascript:${RUN}`;

export const INJECTION_VECTORS: Record<string, string> = {
  // Script and event handlers
  script: `<script>${RUN}</script>`,
  scriptInParagraph: `Text <script>${RUN}</script> more text.`,
  imgOnerror: `<img src="x" onerror="${RUN}">`,
  imgOnerrorUnquoted: `<img src=x onerror=${RUN}>`,
  handlerOnAllowedElement: `<div onclick="${RUN}" title="kept">div</div>`,
  handlerMixedCase: `<p OnMouseOver="${RUN}">hover</p>`,
  bodyOnload: `<body onload="${RUN}">`,
  detailsOntoggle: `<details open ontoggle="${RUN}"><summary>s</summary>x</details>`,
  videoSourceOnerror: `<video><source onerror="${RUN}"></video>`,
  audioOnerror: `<audio src="x" onerror="${RUN}"></audio>`,
  marqueeOnstart: `<marquee onstart="${RUN}">m</marquee>`,
  calloutAsideHandler: `<aside class="callout callout-info" onclick="${RUN}">callout</aside>`,
  codeHandler: `<code class="language-js" onclick="${RUN}">x</code>`,
  insideCallout: `:::info\n<img src=x onerror="${RUN}">\n:::`,
  insideTableCell: `| a |\n| --- |\n| <img src=x onerror="${RUN}"> |`,
  insideHeading: `## <img src=x onerror="${RUN}"> Heading`,
  insideList: `- item <svg onload="${RUN}">\n- item`,

  // URLs that run script
  linkJavascript: `<a href="${JS}">x</a>`,
  linkMixedCase: `<a href="JaVaScRiPt:${RUN}">x</a>`,
  linkLeadingSpace: `<a href="  javascript:${RUN}">x</a>`,
  linkTabEntity: `<a href="java&#x09;script:${RUN}">x</a>`,
  linkNewlineEntity: `<a href="jav&#x0A;ascript:${RUN}">x</a>`,
  linkDecimalEntities: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">x</a>`,
  linkPaddedEntities: `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${RUN}">x</a>`,
  linkNamedColon: `<a href="javascript&colon;${RUN}">x</a>`,
  linkHexScheme: `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:${RUN}">x</a>`,
  linkControlCharacter: `<a href="\u0001javascript:${RUN}">x</a>`,
  linkVbscript: `<a href="vbscript:msgbox(1)">x</a>`,
  linkDataHtml: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  markdownLink: `[x](${JS})`,
  markdownLinkAngle: `[x](<javascript:${RUN}>)`,
  markdownLinkEscaped: `[x](javascript&#58;${RUN})`,
  markdownAutolink: `<javascript:${RUN}>`,
  markdownImage: `![x](${JS})`,
  markdownReference: `[x][r]\n\n[r]: ${JS}`,
  imgDataSvg: `<img src="data:image/svg+xml,<svg onload='${RUN}'>">`,
  imgSrcset: `<img srcset="${JS} 1x">`,
  formAction: `<form action="${JS}"><input type="submit"></form>`,
  buttonFormaction: `<button formaction="${JS}">x</button>`,
  inputFormaction: `<input type="image" src="x" formaction="${JS}">`,
  isindexAction: `<isindex type="image" src="x" action="${JS}">`,

  // SVG and MathML
  svgOnload: `<svg onload="${RUN}"></svg>`,
  svgScript: `<svg><script>${RUN}</script></svg>`,
  svgAnimateHref: `<svg><a><animate attributeName="href" values="${JS}"/><text x="20" y="20">x</text></a></svg>`,
  svgSetHref: `<svg><a><set attributeName="href" to="${JS}"/><text x="20" y="20">x</text></a></svg>`,
  svgAnimateOnbegin: `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"/></svg>`,
  svgXlinkHref: `<svg><a xlink:href="${JS}"><text x="20" y="20">x</text></a></svg>`,
  svgUse: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${RUN}'/></svg>#x"/></svg>`,
  svgForeignObject: `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg>`,
  mathHref: `<math href="${JS}"><mi>x</mi></math>`,
  mathMglyphStyle: `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  mathStyle: `<math><style><img src=x onerror="${RUN}"></style></math>`,

  // Templates and declarative shadow DOM
  templateShadowOpen: `<template shadowrootmode="open"><img src=x onerror="${RUN}"></template>`,
  templateShadowClosed: `<div><template shadowrootmode="closed"><script>${RUN}</script></template></div>`,
  templateShadowrootLegacy: `<div><template shadowroot="open"><img src=x onerror="${RUN}"></template></div>`,
  templateContent: `<template><img src=x onerror="${RUN}"></template>`,

  // Mutation XSS: markup a second parse reads differently from the first
  noscriptTitle: `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`,
  styleContent: `<style><img src=x onerror="${RUN}"></style>`,
  textareaContent: `<textarea><img src=x onerror="${RUN}"></textarea>`,
  textareaBreakout: `<textarea></textarea><img src=x onerror="${RUN}">`,
  titleContent: `<title><img src=x onerror="${RUN}"></title>`,
  xmpContent: `<xmp><img src=x onerror="${RUN}"></xmp>`,
  noembedContent: `<noembed><img src=x onerror="${RUN}"></noembed>`,
  svgStyleTitle: `<svg><style><a title="</style><img src=x onerror=${RUN}>"></a></style></svg>`,
  commentBreakout: `<!--<img src="--><img src=x onerror=${RUN}//">`,
  cdataBreakout: `<![CDATA[><img src=x onerror=${RUN}>]]>`,
  selectTemplate: `<select><template><style><img src=x onerror="${RUN}"></style></template></select>`,
  formNesting: `<form id="x"><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img src=x onerror=${RUN}>">`,

  // Embedding, navigation and page-level elements
  iframeSrcdoc: `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  iframeJavascript: `<iframe src="${JS}"></iframe>`,
  objectData: `<object data="${JS}"></object>`,
  objectParam: `<object><param name="src" value="${JS}"></object>`,
  embedData: `<embed src="data:text/html,<script>${RUN}</script>">`,
  base: `<base href="https://attacker.example/">`,
  baseJavascript: `<base href="javascript:/">`,
  metaRefresh: `<meta http-equiv="refresh" content="0;url=${JS}">`,
  linkStylesheet: `<link rel="stylesheet" href="https://attacker.example/x.css">`,
  linkImport: `<link rel="import" href="https://attacker.example/x.html">`,
  portal: `<portal src="https://attacker.example/"></portal>`,
  frameset: `<frameset onload="${RUN}"><frame src="${JS}"></frameset>`,

  // CSS
  styleAttribute: `<p style="background:url(${JS})">x</p>`,
  styleOverlay: `<div style="position:fixed;inset:0;z-index:9999">overlay</div>`,
  styleBehavior: `<p style="behavior:url(x.htc);-moz-binding:url(x.xml#xss)">x</p>`,
  styleElementImport: `<style>@import url(https://attacker.example/x.css); body { display: none }</style>`,
  styleOnDescription: `<p class="description" style="display:none">lead</p>`,

  // Clobbering the page's names
  nameCookie: `<img name="cookie" src="x.png" alt="x">`,
  nameGetElementById: `<a name="getElementById" href="/ok/">x</a>`,
  formNameDocument: `<form name="body"><input name="x"></form>`,
  customElementIs: `<p is="x-evil">x</p>`,
};
