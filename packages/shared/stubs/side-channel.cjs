// qs (URL query strings of ra-data-postgrest in the console and of Refine in the lawyer hub) needs
// `side-channel` only to detect cyclic objects and to tag overflow objects; a WeakMap/Map does the
// same without pulling object-inspect and get-intrinsic into the bundle (an alias in both apps'
// vite.config.ts). Same API: assert/get/has/set/delete.
'use strict';
module.exports = function getSideChannel() {
  var weak = new WeakMap();
  var strong = new Map();
  function isObj(key) {
    return (typeof key === 'object' && key !== null) || typeof key === 'function';
  }
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    get: function (key) {
      return isObj(key) ? weak.get(key) : strong.get(key);
    },
    has: function (key) {
      return isObj(key) ? weak.has(key) : strong.has(key);
    },
    set: function (key, value) {
      if (isObj(key)) weak.set(key, value);
      else strong.set(key, value);
    },
    delete: function (key) {
      return isObj(key) ? weak.delete(key) : strong.delete(key);
    },
  };
  return channel;
};
