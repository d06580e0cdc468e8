// node-polyglot needs `object.entries` (a polyfill for old browsers), which drags in ~20 KB of
// es-shims (call-bind, get-intrinsic, define-properties, ...). Every browser the console
// supports has Object.entries (alias in vite.config.ts).
'use strict';
module.exports = function entries(obj) {
  return Object.entries(obj);
};
