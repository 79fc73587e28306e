/**
 * The inline script that `_document` runs in `<head>` before the body is parsed, so a
 * saved colour mode, direction, density and spacing apply before first paint, even if
 * the page's JavaScript never loads (CONTRACT.md "Preferences").
 * It repeats the allowed values of src/core/themeStorage.ts, which it cannot import.
 */
import {
  DENSE_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  SPACING_STORAGE_KEY,
} from '@/core/themeStorage';
import { MAX_SPACING } from '@/core/themeState';

export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
export const DENSE_ATTRIBUTE = 'data-dense';
export const SPACING_CSS_VARIABLE = '--docs-spacing';

const keys = JSON.stringify({
  mode: MODE_STORAGE_KEY,
  direction: DIRECTION_STORAGE_KEY,
  dense: DENSE_STORAGE_KEY,
  spacing: SPACING_STORAGE_KEY,
});

export const PRE_PAINT_SCRIPT = `(function(){var k=${keys},d=document.documentElement,s;
try{s=window.localStorage}catch(e){s=null}
function g(n){try{return s?s.getItem(n):null}catch(e){return null}}
var m=g(k.mode);if(m!=='light'&&m!=='dark'&&m!=='system'){if(m!==null){try{s.removeItem(k.mode)}catch(e){}}m='system'}
var dark=false;try{dark=window.matchMedia('(prefers-color-scheme: dark)').matches}catch(e){}
var r=m==='system'?(dark?'dark':'light'):m;d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',r);d.style.colorScheme=r;
if(g(k.direction)==='rtl'){d.setAttribute('dir','rtl')}
if(g(k.dense)==='true'){d.setAttribute('${DENSE_ATTRIBUTE}','true')}
var p=g(k.spacing);if(p!==null&&/^(?:0|[1-9][0-9]?)$/.test(p)&&Number(p)<=${MAX_SPACING}){d.style.setProperty('${SPACING_CSS_VARIABLE}',p+'px')}
})();`;
