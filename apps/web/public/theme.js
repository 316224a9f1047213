// Applies the stored theme (key 'ai-cv-theme': light | dark | system) before first paint, so a
// dark-mode user never sees a white flash. A file, not inline: the Content-Security-Policy allows
// no inline script. Mirrors src/features/theme/apply-theme.ts.
(function () {
  var root = document.documentElement;
  var theme = 'system';
  try {
    theme = localStorage.getItem('ai-cv-theme') || 'system';
  } catch {
    // Storage refused (private mode, blocked cookies): follow the system.
  }
  var dark =
    theme === 'dark' ||
    (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
