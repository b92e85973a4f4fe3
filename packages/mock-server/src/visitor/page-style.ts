/**
 * The style sheet of every published page, inline (the CSP allows inline style and loads nothing else): the
 * layout (header, sidebar, page, outline, footer; one column below 768 px with a sidebar opened by a checkbox,
 * no script), the light and dark themes, the customization's attributes (site-look.ts) and the content's blocks.
 * Colours are CSS variables (docs/published-sites.md, "Customization"); the owner's colours arrive as
 * `--<name>-light` / `--<name>-dark` and are picked by the theme in force.
 */
import type { SiteLook } from './site-look.js';

/** The colours of the light theme; the owner's `--*-light` variables win where set. */
const LIGHT = [
  'color-scheme:light;--bg:#ffffff;--fg:#1d2330;--muted:#5b6473;--border:#e2e5ea;--surface:#f5f6f8;--code-bg:#f5f6f8',
  '--primary:var(--primary-light,#346ddb);--info:var(--info-light,#787878);--success:var(--success-light,#00c950)',
  '--warning:var(--warning-light,#fe9a00);--danger:var(--danger-light,#fb2c36);--tint:var(--tint-light,transparent);--on-primary:#fff',
].join(';');

/** The colours of the dark theme: a dark background, light text; the owner's `--*-dark` variables win. */
const DARK = [
  'color-scheme:dark;--bg:#0f1115;--fg:#e6e8ec;--muted:#a3abb9;--border:#2b303a;--surface:#181b21;--code-bg:#1b1f26',
  '--primary:var(--primary-dark,#6b9cff);--info:var(--info-dark,#9a9a9a);--success:var(--success-dark,#3ad675)',
  '--warning:var(--warning-dark,#ffb340);--danger:var(--danger-dark,#ff5a62);--tint:var(--tint-dark,transparent);--on-primary:#0f1115',
].join(';');

/**
 * Which theme shows (`data-theme` on `<html>`: `light`, `dark` or `system`), and the switch: a checkbox
 * (`#theme-switch`) at the top of the body that, when checked, shows the other theme.
 */
const THEMES = [
  `:root{${LIGHT}}`,
  `:root[data-theme=dark]{${DARK}}`,
  `:root[data-theme=dark]:has(#theme-switch:checked){${LIGHT}}`,
  `:root[data-theme=light]:has(#theme-switch:checked),:root[data-theme=system]:has(#theme-switch:checked){${DARK}}`,
  `@media (prefers-color-scheme:dark){:root[data-theme=system]{${DARK}}:root[data-theme=system]:has(#theme-switch:checked){${LIGHT}}}`,
].join('');

/** The customization's attributes (site-look.ts). */
const CUSTOMIZATION = [
  ':root{--radius:6px;--shadow:0 1px 3px rgb(0 0 0 / 12%);--font:system-ui,sans-serif;--font-mono:ui-monospace,monospace}',
  ':root[data-corners=straight]{--radius:0}:root[data-corners=circular]{--radius:14px}:root[data-depth=flat]{--shadow:none}',
  ':root[data-tint=on] body{background:color-mix(in srgb,var(--tint) 7%,var(--bg))}',
  ':root[data-style=muted]{--header-bg:var(--surface)}',
  ':root[data-style=bold] .site-header{background:var(--primary);color:var(--on-primary)}:root[data-style=bold] .site-header a{color:var(--on-primary)}',
  ':root[data-style=gradient] .site-header{background:linear-gradient(90deg,color-mix(in srgb,var(--primary) 22%,var(--bg)),var(--bg))}',
  ':root[data-links=accent] .page a{font-weight:500;text-decoration:none}',
  ':root[data-sidebar-background=filled] .sidebar{background:var(--surface)}',
  ':root[data-sidebar-list=pill] .sidebar [aria-current=page]{background:color-mix(in srgb,var(--primary) 14%,transparent);border-radius:var(--radius);padding:.1rem .5rem}',
  ':root[data-sidebar-list=line] .sidebar ul ul{border-left:1px solid var(--border)}:root[data-sidebar-list=line] .sidebar [aria-current=page]{border-left:2px solid var(--primary);margin-left:-.6rem;padding-left:.5rem}',
].join('');

/** Header, sidebar, page, outline, footer; one column on narrow screens. */
const LAYOUT = [
  '*,*::before,*::after{box-sizing:border-box}',
  'body{margin:0;font-family:var(--font);color:var(--fg);background:var(--bg);line-height:1.6;overflow-wrap:break-word}',
  'a{color:var(--primary)}',
  '.visually-hidden,.theme-switch,.nav-toggle{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  '.skip-link{position:absolute;left:-999px}.skip-link:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}',
  '.announcement{padding:.5rem 1rem;text-align:center;border-bottom:1px solid var(--border);background:color-mix(in srgb,var(--info) 14%,var(--bg))}',
  '.announcement-success{background:color-mix(in srgb,var(--success) 16%,var(--bg))}.announcement-warning{background:color-mix(in srgb,var(--warning) 18%,var(--bg))}.announcement-danger{background:color-mix(in srgb,var(--danger) 16%,var(--bg))}',
  '.site-header{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem;padding:.6rem 1rem;border-bottom:1px solid var(--border);background:var(--header-bg,var(--bg))}',
  '.site-title{display:flex;align-items:center;gap:.5rem;font-weight:600;font-size:1.1rem;color:inherit;text-decoration:none}',
  '.logo{max-height:2rem;width:auto}.logo-dark{display:none}',
  '.header-links{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;list-style:none;margin:0;padding:0}.header-links ul{list-style:none;padding:.25rem .75rem;margin:0}',
  '.header-links .button-primary,.header-links .button-secondary{border:1px solid var(--primary);border-radius:var(--radius);padding:.2rem .7rem;text-decoration:none}',
  '.header-links .button-primary{background:var(--primary);color:var(--on-primary)}',
  '.search{display:flex;gap:.25rem;margin-left:auto;min-width:0}.search input[type=search]{min-width:0;width:14rem;max-width:100%;font:inherit;padding:.25rem .5rem;border:1px solid var(--border);border-radius:var(--radius);background:var(--bg);color:var(--fg)}',
  '.search button,.theme-switch-label,.nav-toggle-label{font:inherit;padding:.25rem .6rem;border:1px solid var(--border);border-radius:var(--radius);background:var(--surface);color:var(--fg);cursor:pointer}',
  '.theme-switch:focus-visible~.site-header .theme-switch-label,.nav-toggle:focus-visible+.nav-toggle-label{outline:2px solid var(--primary)}',
  '.layout{display:grid;grid-template-columns:17rem minmax(0,1fr) 14rem;grid-template-areas:"sidebar page outline";max-width:92rem;margin:0 auto}',
  '.layout.no-sidebar{grid-template-columns:minmax(0,1fr) 14rem;grid-template-areas:"page outline"}',
  '.nav-toggle-label{display:none}',
  '.sidebar{grid-area:sidebar;padding:1rem;border-right:1px solid var(--border);min-width:0}',
  '.sidebar ul,.outline ul{list-style:none;margin:0 0 .5rem;padding-left:.75rem}.sidebar>nav>ul,.outline>ul{padding-left:0}',
  '.nav-label{font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--muted);margin:1rem 0 .25rem}',
  '.nav-group{font-weight:600;display:block;margin-top:.5rem}',
  '.sidebar a{text-decoration:none;color:var(--fg)}.sidebar a:hover{color:var(--primary)}.sidebar [aria-current]{color:var(--primary);font-weight:600}',
  '.page{grid-area:page;padding:1.5rem 2rem 3rem;min-width:0;max-width:52rem}',
  '.outline{grid-area:outline;padding:1.5rem 1rem;font-size:.875rem;min-width:0}.outline a{color:var(--muted);text-decoration:none}.outline a:hover{color:var(--primary)}.outline .level-3{padding-left:.75rem}',
  '.cover{display:block;width:100%;max-height:14rem;object-fit:cover;border-radius:var(--radius);margin-bottom:1rem}.cover-full{max-height:24rem}',
  '.page-title{display:flex;gap:.5rem;align-items:baseline;margin:0 0 .25rem;line-height:1.25}',
  '.description{color:var(--muted);font-size:1.1rem;margin:0 0 1.5rem}',
  '.edit-link{font-size:.875rem;margin-top:2rem}',
  '.pagination{display:flex;flex-wrap:wrap;gap:1rem;justify-content:space-between;margin-top:2.5rem}',
  '.pagination a{flex:1 1 14rem;display:block;border:1px solid var(--border);border-radius:var(--radius);padding:.6rem 1rem;text-decoration:none;box-shadow:var(--shadow)}',
  '.pagination .next{text-align:right}.pagination small{display:block;color:var(--muted)}',
  '.site-footer{border-top:1px solid var(--border);padding:1.5rem 1rem;display:flex;flex-wrap:wrap;gap:1rem 3rem;color:var(--muted);font-size:.875rem}',
  '.site-footer ul{list-style:none;margin:0;padding:0}.site-footer .nav-label{margin-top:0}',
  '@media (max-width:1100px){.layout{grid-template-columns:16rem minmax(0,1fr);grid-template-areas:"sidebar outline" "sidebar page";grid-template-rows:auto 1fr}.layout.no-sidebar{grid-template-columns:minmax(0,1fr);grid-template-areas:"outline" "page"}.outline{padding:1rem 2rem 0}}',
  '@media (max-width:768px){.layout,.layout.no-sidebar{display:block}.nav-toggle-label{display:inline-block;margin:.75rem 1rem 0}',
  '.sidebar{display:none;border-right:0;border-bottom:1px solid var(--border)}.nav-toggle:checked~.sidebar{display:block}',
  '.page{padding:1rem}.outline{padding:1rem 1rem 0}.theme-switch-label{margin-left:auto}.search{order:1;margin-left:0;width:100%}.search input[type=search]{flex:1}}',
].join('');

/** The content's blocks (docs/published-sites.md, "Blocks"): boxes, labelled tabs, code, cards, tables. */
const CONTENT = [
  '.page img{max-width:100%;height:auto}',
  'pre{overflow-x:auto;max-width:100%;background:var(--code-bg);padding:.75rem 1rem;border-radius:var(--radius);margin:0}code{font-family:var(--font-mono);font-size:.9em}',
  ':not(pre)>code{background:var(--code-bg);padding:.1em .3em;border-radius:4px}',
  '.code{position:relative;margin:1rem 0;min-width:0}.code-language{display:block;font-size:.75rem;color:var(--muted);background:var(--surface);border:1px solid var(--border);border-bottom:0;padding:.2rem 1rem;border-radius:var(--radius) var(--radius) 0 0}.code-language+pre{border-radius:0 0 var(--radius) var(--radius)}',
  '.code-block{margin:1rem 0;min-width:0}.code-block .code-title{font-family:var(--font-mono);font-size:.85rem;font-weight:600;padding:.3rem 1rem;background:var(--surface);border:1px solid var(--border);border-bottom:0;border-radius:var(--radius) var(--radius) 0 0}.code-block .code{margin:0}.code-block.wrap pre{white-space:pre-wrap}',
  '.hint{border-left:4px solid var(--info);border-radius:var(--radius);padding:.25rem 1rem;margin:1rem 0;background:color-mix(in srgb,var(--info) 10%,var(--bg))}.hint-label{font-weight:600;margin:.5rem 0 0}',
  '.hint-success{border-color:var(--success);background:color-mix(in srgb,var(--success) 10%,var(--bg))}.hint-warning{border-color:var(--warning);background:color-mix(in srgb,var(--warning) 12%,var(--bg))}.hint-danger{border-color:var(--danger);background:color-mix(in srgb,var(--danger) 10%,var(--bg))}',
  '.tabs{border:1px solid var(--border);border-radius:var(--radius);margin:1rem 0}.tab{padding:0 1rem;border-top:1px solid var(--border)}.tab:first-child{border-top:0}.tab-title{font-weight:600;margin:.75rem 0 0}',
  '.content-ref a{display:block;border:1px solid var(--border);border-radius:var(--radius);padding:.75rem 1rem;margin:1rem 0;text-decoration:none;box-shadow:var(--shadow)}.content-ref a::before{content:"\\2192  "}',
  '.embed,.file-block{border:1px solid var(--border);border-radius:var(--radius);padding:0 1rem;margin:1rem 0}',
  '.stepper{padding-left:1.5rem}.step{margin:.5rem 0}.columns{display:flex;flex-wrap:wrap;gap:1rem}.column{flex:1 1 15rem;min-width:0}',
  'figure{margin:1rem 0}figcaption{font-size:.9rem;color:var(--muted)}',
  '.table-wrap{overflow-x:auto;margin:1rem 0}table{border-collapse:collapse}th,td{border:1px solid var(--border);padding:.35rem .6rem;text-align:left}th{background:var(--surface)}',
  'blockquote{margin:1rem 0;padding:0 1rem;border-left:3px solid var(--border);color:var(--muted)}',
].join('');

/** The dark logo shows instead of the light one while the dark theme is in force. */
const LOGOS = [
  ':root[data-theme=dark] .logo-light{display:none}:root[data-theme=dark] .logo-dark{display:inline}',
  ':root[data-theme=dark]:has(#theme-switch:checked) .logo-light{display:inline}:root[data-theme=dark]:has(#theme-switch:checked) .logo-dark{display:none}',
  ':root[data-theme=light]:has(#theme-switch:checked) .logo-light,:root[data-theme=system]:has(#theme-switch:checked) .logo-light{display:none}',
  ':root[data-theme=light]:has(#theme-switch:checked) .logo-dark,:root[data-theme=system]:has(#theme-switch:checked) .logo-dark{display:inline}',
  '@media (prefers-color-scheme:dark){:root[data-theme=system] .logo-light{display:none}:root[data-theme=system] .logo-dark{display:inline}',
  ':root[data-theme=system]:has(#theme-switch:checked) .logo-light{display:inline}:root[data-theme=system]:has(#theme-switch:checked) .logo-dark{display:none}}',
].join('');

/** Everything above, written once. */
export const SITE_STYLE = THEMES + CUSTOMIZATION + LAYOUT + CONTENT + LOGOS;

/** The `<style>` of a page with `look`: the site's style sheet, then the look's variables. */
export function pageStyle(look: SiteLook | undefined): string {
  const variables = look === undefined ? '' : `:root{${Object.entries(look.variables).map(([name, value]) => `${name}:${value}`).join(';')}}`;
  return `<style>${SITE_STYLE}${variables}</style>`;
}
