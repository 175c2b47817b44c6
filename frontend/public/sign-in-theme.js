// The server-rendered sign-in page follows the theme the web app stored (a file, not an inline
// script, so the Content-Security-Policy can forbid inline scripts everywhere).
try {
  var theme = globalThis.localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light') globalThis.document.documentElement.dataset.theme = theme;
} catch {
  // Storage denied (privacy modes): the system preference decides.
}
