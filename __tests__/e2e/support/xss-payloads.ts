/**
 * Hostile input for the XSS suite ('Hostile input never runs'), in the spirit of the
 * OWASP XSS filter evasion cheat sheet. Every payload, should it ever run, gives itself away:
 * it sets the marker global `window.xssRan` (to its id), opens a dialog (alert, confirm,
 * prompt), or requests a URL on {@link FORBIDDEN_ORIGIN}, which no page may ever contact.
 *
 * The texts have no leading or trailing whitespace (the site trims names, reasons and chat
 * messages) and no line breaks (single-line inputs drop them as the user types); tabs and
 * encoded line breaks are included.
 */

/** An origin nothing listens on and no page may contact (port 9, 'discard'). */
export const FORBIDDEN_ORIGIN = 'http://127.0.0.1:9';

/** The global a payload sets when it runs; its value is the payload's id. */
export const MARKER_GLOBAL = 'xssRan';

/** One hostile input. */
export interface XssPayload {
  /** 'p01' … ; the value it gives the marker, the suffix of its forbidden URL. */
  id: string;
  /** The trick it tries, e.g. 'event handler: img onerror'. */
  kind: string;
  /** The exact text a user types (or a model returns, or storage holds). */
  text: string;
  /**
   * Whether Chromium runs it when it is parsed as HTML into a page with no security policy and
   * nobody touches the page (checked by xss.spec.ts): those prove the detectors work. The others
   * need a click, an old browser or a template engine, and are kept for breadth.
   */
  runsWhenParsed: boolean;
}

const FORBIDDEN = FORBIDDEN_ORIGIN;

/** The payloads, ids in order. */
export const XSS_PAYLOADS: readonly XssPayload[] = [
  // <script> tags: plain, mixed case, broken and nested, external.
  ['script tag', `<script>window.xssRan='p01'</script>`, true],
  ['script tag, upper case', `<SCRIPT>alert('p02')</SCRIPT>`, true],
  ['script tag, mixed case', `<ScRiPt>confirm('p03')</sCrIpT>`, true],
  [
    'script tag, nested to survive a filter',
    `<scr<script>ipt>window.xssRan='p04'</scr</script>ipt>`,
    false,
  ],
  ['external script', `<script src=${FORBIDDEN}/xss-p05.js></script>`, true],
  ['external script, junk attribute', `<script/xss src="${FORBIDDEN}/xss-p06.js"></script>`, true],
  ['extra open bracket', `<<script>prompt('p07');//<</script>`, true],
  ['malformed IMG before script', `<IMG """><SCRIPT>alert('p08')</SCRIPT>">`, true],
  // Event-handler attributes.
  ['img onerror', `<img src=x onerror="window.xssRan='p09'">`, true],
  ['img onerror, slashes for spaces', `<img/src/onerror=alert('p10')>`, true],
  [
    'img onerror, fromCharCode',
    `<IMG SRC=/ onerror="alert(String.fromCharCode(112,49,49))"></img>`,
    true,
  ],
  ['svg onload', `<svg onload=alert('p12')>`, true],
  ['svg onload, slash for space', `<svg/onload=window.xssRan='p13'>`, true],
  ['body onload', `<body onload=alert('p14')>`, false],
  ['details ontoggle', `<details open ontoggle=alert('p15')>`, true],
  ['input autofocus onfocus', `<input autofocus onfocus=alert('p16')>`, true],
  ['select autofocus onfocus', `<select autofocus onfocus=window.xssRan='p17'>`, true],
  ['audio onerror', `<audio src=x onerror=alert('p18')>`, true],
  ['video source onerror', `<video><source onerror=alert('p19')></video>`, true],
  ['svg animate onbegin', `<svg><animate onbegin=alert('p20') attributeName=x dur=1s>`, true],
  [
    'handler in HTML entities',
    `<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#112;&#50;&#49;&#39;&#41;>`,
    true,
  ],
  ['eval of its own src', `<img src=x:alert(alt) onerror=eval(src) alt=p22>`, true],
  ['attribute breakout with onmouseover', `" onmouseover="alert('p23')" x="`, false],
  // javascript: URLs.
  ['javascript: link', `<a href="javascript:alert('p24')">p24</a>`, false],
  [
    'javascript: link, entity-encoded tab',
    `<a href="jav&#x09;ascript:alert('p25')">p25</a>`,
    false,
  ],
  [
    'javascript: link, decimal entities',
    `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert('p26')">p26</a>`,
    false,
  ],
  ['javascript: link, real tab', `<a href="java\tscript:alert('p27')">p27</a>`, false],
  ['javascript: link, encoded newline', `<a href="java&#10;script:alert('p28')">p28</a>`, false],
  ['javascript: iframe', `<iframe src="javascript:parent.xssRan='p29'"></iframe>`, true],
  ['javascript: URL on its own', `javascript:alert('p30')`, false],
  ['javascript: object data', `<object data="javascript:alert('p31')"></object>`, false],
  // SVG and MathML.
  ['script inside svg', `<svg><script>alert('p32')</script></svg>`, true],
  [
    'svg xlink:href',
    `<svg><a xlink:href="javascript:alert('p33')"><text x="20" y="20">p33</text></a></svg>`,
    false,
  ],
  [
    'MathML namespace confusion',
    `<math><mtext><table><mglyph><style><img src=x onerror=alert('p34')>`,
    false,
  ],
  ['MathML href', `<math href="javascript:alert('p35')">p35</math>`, false],
  // iframe srcdoc.
  ['iframe srcdoc script', `<iframe srcdoc="<script>parent.xssRan='p36'</script>"></iframe>`, true],
  [
    'iframe srcdoc, entity-encoded',
    `<iframe srcdoc="&lt;img src=x onerror=parent.alert('p37')&gt;"></iframe>`,
    true,
  ],
  // Broken quotes and context breakouts.
  ['double-quote breakout', `"><script>alert('p38')</script>`, true],
  ['single-quote breakout', `'><img src=x onerror=alert('p39')>`, true],
  ['JS string breakout', `\\"><img src=x onerror=alert('p40')>`, true],
  ['script-context breakout', `</script><script>alert('p41')</script>`, true],
  ['textarea breakout', `</textarea><script>alert('p42')</script>`, true],
  ['title breakout', `</title><svg onload=alert('p43')>`, true],
  ['comment breakout', `<!--<img src="--><img src=x onerror=alert('p44')//">`, true],
  ['noscript mutation', `<noscript><p title="</noscript><img src=x onerror=alert('p45')>">`, true],
  // Encoded variants: they must stay the text they are, never be decoded into markup.
  ['HTML-entity-encoded script', `&lt;script&gt;alert('p46')&lt;/script&gt;`, false],
  ['URL-encoded script', `%3Cscript%3Ealert('p47')%3C%2Fscript%3E`, false],
  ['UTF-7 script', `+ADw-script+AD4-alert('p48')+ADw-/script+AD4-`, false],
  ['JavaScript-escaped markup', `\\u003cimg src=x onerror=alert('p49')\\u003e`, false],
  // Template injection.
  ['Angular-style template', `{{constructor.constructor('alert("p50")')()}}`, false],
  ['template-literal placeholder', `\${alert('p51')}`, false],
  // CSS.
  ['CSS expression', `<div style="width: expression(alert('p52'))">p52</div>`, false],
  [
    'CSS url(javascript:)',
    `<div style="background-image:url(javascript:alert('p53'))">p53</div>`,
    false,
  ],
  ['CSS @import', `<style>@import '${FORBIDDEN}/xss-p54.css';</style>`, true],
  ['stylesheet link', `<link rel=stylesheet href=${FORBIDDEN}/xss-p55.css>`, true],
  // Meta refresh and other loads.
  [
    'meta refresh to javascript:',
    `<meta http-equiv="refresh" content="0;url=javascript:alert('p56')">`,
    false,
  ],
  ['meta refresh away', `<meta http-equiv="refresh" content="0;url=${FORBIDDEN}/xss-p57">`, true],
  ['plain image beacon', `<img src="${FORBIDDEN}/xss-p58.png">`, true],
  ['svg onload beacon', `<svg/onload=navigator.sendBeacon('//127.0.0.1:9/xss-p59')>`, true],
].map(([kind, text, runsWhenParsed], index) => ({
  id: `p${String(index + 1).padStart(2, '0')}`,
  kind: kind as string,
  text: text as string,
  runsWhenParsed: runsWhenParsed as boolean,
}));

/**
 * Whether `text` can be the local part of an e-mail address the site accepts (no whitespace,
 * no '@'; lib/account/local-accounts.ts isEmailAddress), i.e. whether a user can type it there.
 */
export function fitsEmailLocalPart(text: string): boolean {
  return !/[\s@]/.test(text);
}
