/**
 * The set-up of Swagger UI on /api/docs, served as a file (the page's CSP allows no inline script).
 * Calls go to the origin the reference was opened from (the document's server is the configured
 * public URL, which a browser reaching the app by another name would not send its cookies to).
 * Writes made with the signed-in session carry the CSRF header, read from /api/auth/csrf just
 * before; a call authorized with a bearer token needs none.
 */
export const API_DOCS_SCRIPT = `"use strict";
(function () {
  var SAFE = /^(GET|HEAD|OPTIONS)$/i;
  var hasHeader = function (headers, name) {
    return Object.keys(headers || {}).some(function (key) { return key.toLowerCase() === name; });
  };
  window.ui = window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    displayOperationId: true,
    requestInterceptor: function (request) {
      var url = new URL(request.url, window.location.href);
      if (url.origin !== window.location.origin) {
        request.url = window.location.origin + url.pathname + url.search;
      }
      if (SAFE.test(request.method || 'GET') || hasHeader(request.headers, 'authorization')) {
        return request;
      }
      return fetch('/api/auth/csrf', { credentials: 'same-origin' })
        .then(function (response) { return response.json(); })
        .then(function (body) {
          request.headers = request.headers || {};
          request.headers['x-csrf-token'] = body.csrfToken;
          return request;
        });
    },
  });
})();
`;
