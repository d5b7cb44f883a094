// The `test` captcha provider: an offline stand-in with the JavaScript surface of hCaptcha
// (render, execute, reset, remove, getResponse, callbacks, error codes), so the app's real widget
// code runs in tests and demos without a network. Served by the reference server at
// /captcha/test.js; load it with ?onload=<global function name> like the real scripts.
//
// Site keys steer it: 'test-fail' makes every execute() fail with 'challenge-error',
// 'test-fail:<code>' fails with that code (e.g. 'test-fail:rate-limited'), 'test-expire' issues a
// token and then reports it expired. Any other key passes with a 'test-pass-...' token, which
// the reference server accepts.
(function () {
  'use strict';

  var widgets = new Map();
  var nextId = 1;
  var alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

  function newToken() {
    var bytes = new Uint8Array(24);
    window.crypto.getRandomValues(bytes);
    var out = 'test-pass-';
    for (var i = 0; i < bytes.length; i += 1) out += alphabet.charAt(bytes[i] % alphabet.length);
    return out;
  }

  function find(id) {
    var key = id === undefined || id === null ? widgets.keys().next().value : String(id);
    var widget = key === undefined ? undefined : widgets.get(key);
    if (!widget) throw new Error('invalid-captcha-id');
    return widget;
  }

  function call(fn, arg) {
    if (typeof fn === 'function') fn(arg);
    else if (typeof fn === 'string' && typeof window[fn] === 'function') window[fn](arg);
  }

  function render(container, params) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element) throw new Error('missing-captcha');
    if (!params || !params.sitekey) throw new Error('missing-sitekey');
    var id = String(nextId);
    nextId += 1;
    var marker = document.createElement('div');
    marker.setAttribute('data-test-captcha', id);
    marker.hidden = true;
    element.appendChild(marker);
    widgets.set(id, { params: params, response: '', marker: marker });
    return id;
  }

  function execute(id, options) {
    var widget = find(id);
    var params = widget.params;
    var sitekey = String(params.sitekey);
    var wantsPromise = Boolean(options && options.async);
    return new Promise(function (resolve, reject) {
      // Answer on a later task, as the real widgets do, so callers cannot rely on sync callbacks.
      window.setTimeout(function () {
        if (sitekey === 'test-fail' || sitekey.indexOf('test-fail:') === 0) {
          var code = sitekey === 'test-fail' ? 'challenge-error' : sitekey.slice('test-fail:'.length);
          widget.response = '';
          call(params['error-callback'], code);
          reject(code);
          return;
        }
        var token = newToken();
        widget.response = token;
        call(params.callback, token);
        resolve({ response: token, key: '' });
        if (sitekey === 'test-expire') {
          window.setTimeout(function () {
            widget.response = '';
            call(params['expired-callback']);
          }, 0);
        }
      }, 0);
    }).then(
      function (value) {
        return wantsPromise ? value : undefined;
      },
      function (code) {
        if (wantsPromise) throw code;
        return undefined;
      },
    );
  }

  function reset(id) {
    find(id).response = '';
  }

  function remove(id) {
    var widget = find(id);
    widget.marker.remove();
    widgets.delete(String(id));
  }

  function getResponse(id) {
    return find(id).response;
  }

  function getRespKey() {
    return '';
  }

  var api = {
    render: render,
    execute: execute,
    reset: reset,
    remove: remove,
    getResponse: getResponse,
    getRespKey: getRespKey,
  };
  window.testCaptcha = api;
  if (!window.hcaptcha) window.hcaptcha = api;

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src, window.location.href).searchParams.get('onload') : null;
  if (onload && /^[A-Za-z_$][\w$]*$/.test(onload) && typeof window[onload] === 'function') {
    window.setTimeout(function () {
      window[onload]();
    }, 0);
  }
})();
