import { DARK_QUERY, THEME_STORAGE_KEY, themeClass } from './constants.ts';

/**
 * Inline this in <head> (`<script dangerouslySetInnerHTML={{ __html: themeScript }} />` or in
 * index.html) so the saved scheme is on <html> before first paint and a reload never flashes.
 * Kept tiny and dependency-free; storage can throw in private modes, hence the try.
 */
export const themeScript = `(function(){try{var s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(s!=='light'&&s!=='dark')s=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light';var c=document.documentElement.classList;c.remove(${JSON.stringify(
  themeClass.light,
)},${JSON.stringify(themeClass.dark)});c.add(s==='dark'?${JSON.stringify(themeClass.dark)}:${JSON.stringify(
  themeClass.light,
)})}catch(e){}})();`;
