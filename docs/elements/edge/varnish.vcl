vcl 4.1;

# The site chrome behind Varnish ESI (docs/elements/edge.md explains each
# choice). `npm test` runs this file as it is, in Debian's Varnish 7.1, with
# only the two backends' .host and .port replaced by the test's
# (tests/edge/support/edge-config.ts).
#
#   varnishd -a :80 -f /etc/varnish/site-shell.vcl -s malloc,256m \
#     -p feature=+esi_include_onerror
#
# The legacy template includes each element with
#   <esi:include src="/fragments/site-header?site=de-de&locale=de-DE&variant=default&drawers=&fallback=" onerror="continue"/>
# and a signed-in header's shared root into the tag it writes itself (the user slots):
#   <site-header … user-id="42" display-name="…" unread-counts="…">
#     <esi:include src="/fragments/site-header?site=de-de&locale=de-DE&user-role=designer&variant=default&drawers=&shadow-root=&fallback=" onerror="continue"/>
#     <span slot="user-name">…</span> …
#   </site-header>

import blob;
import std;

# The fragment server (`site-shell-fragments`, or the reference server's
# /fragments/). An include waits at most a little more than the endpoint's
# render budget (250 ms): past its budget the endpoint answers the plain tag
# itself; past these timeouts Varnish does (vcl_backend_error below).
backend site_shell_fragments {
    .host = "127.0.0.1";
    .port = "8080";
    .connect_timeout = 0.1s;
    .first_byte_timeout = 0.35s;
    .between_bytes_timeout = 0.35s;
}

# The legacy application that renders the pages.
backend legacy_templates {
    .host = "127.0.0.1";
    .port = "8000";
}

sub vcl_recv {
    if (req.url ~ "^/fragments/") {
        set req.backend_hint = site_shell_fragments;
        # The endpoint never reads cookies, and the built-in VCL passes every
        # request that has one (every signed-in reader's, and an ESI include
        # carries the page's headers): without this nothing would be cached.
        unset req.http.Cookie;
        unset req.http.Authorization;
        # One cache entry for the same attributes in another order.
        set req.url = std.querysort(req.url);
        # Include mode, even where a template forgot it: whatever goes wrong,
        # the endpoint answers 200 with the plain tag, never an error body.
        if (req.url !~ "[?&]fallback(=|&|$)") {
            if (req.url ~ "\?") {
                set req.url = req.url + "&fallback=";
            } else {
                set req.url = req.url + "?fallback=";
            }
        }
        # A user's own fragment (name, counts) is never looked up in, nor
        # stored in, the shared cache, whatever headers it comes with.
        if (req.url ~ "[?&](user-id|display-name|unread-counts)=") {
            return (pass);
        }
        # On to the built-in VCL, which looks up a GET or HEAD without a cookie.
    } else {
        set req.backend_hint = legacy_templates;
    }
}

sub vcl_hash {
    if (req.url ~ "^/fragments/") {
        # The URL is the whole key: the same fragment serves every host name.
        hash_data(req.url);
        return (lookup);
    }
}

sub vcl_backend_fetch {
    if (bereq.url ~ "^/fragments/") {
        # Varnish can stitch gzip into a page, not brotli: ask for gzip only
        # (http_gzip_support does for a lookup, not for a pass).
        set bereq.http.Accept-Encoding = "gzip";
    }
}

sub vcl_backend_response {
    if (bereq.url ~ "^/fragments/") {
        if (beresp.http.Site-Shell-Error && bereq.is_bgfetch) {
            # The endpoint answered its fallback while refreshing a copy we
            # have: keep serving that copy (it is not private, no-store).
            return (abandon);
        }
        # Past max-age (600 s), a copy is served at once while a fresh one is
        # fetched in the background, and for as long as the endpoint is down
        # (stale-if-error). Then an ETag revalidation (304) is enough.
        set beresp.grace = 24h;
        set beresp.keep = 24h;
        # The built-in VCL follows: `private, no-store` is never stored.
        return (deliver);
    }
    if (beresp.http.Content-Type ~ "^text/html") {
        set beresp.do_esi = true;
        # The page leaves compressed (gzip, with its includes stitched in).
        set beresp.do_gzip = true;
    }
}

sub vcl_backend_error {
    if (bereq.url ~ "^/fragments/") {
        if (bereq.is_bgfetch) {
            # Refreshing failed: the stale copy stays and is served.
            return (abandon);
        }
        # The endpoint is down or too slow, and no copy is left: the plain
        # tag with the include's attributes, which the bundle renders in the
        # browser; never Varnish's "503 Guru Meditation" page in a customer's
        # page. The query is checked to be percent-encoded, its markup
        # characters are escaped before it is decoded, and each name=value
        # becomes name="value".
        set beresp.status = 200;
        set beresp.http.Content-Type = "text/html; charset=utf-8";
        set beresp.http.Cache-Control = "private, no-store";
        set beresp.http.Site-Shell-Error = "unreachable";
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        if (bereq.url ~ "[?&]shadow-root(=|&|$)") {
            # A signed-in page's shared root: the page wrote the tag itself.
            set beresp.body = "";
            return (deliver);
        }
        set bereq.http.site-shell-tag = regsub(bereq.url, "^/fragments/([a-z]+(-[a-z]+)+)(\?.*)?$", "\1");
        set bereq.http.site-shell-query = regsuball(regsub(bereq.url, "^[^?]*\??", ""), "(^|&)fallback(=[^&]*)?(?=&|$)", "");
        if (bereq.http.site-shell-tag !~ "^[a-z]+(-[a-z]+)+$") {
            set beresp.body = "";
            return (deliver);
        }
        if (bereq.http.site-shell-query !~ "^&?([a-z][a-z0-9-]*(=([A-Za-z0-9._~!*'()+-]|%[0-9A-Fa-f]{2})*)?(&|$))*$") {
            set beresp.body = "<" + bereq.http.site-shell-tag + "></" + bereq.http.site-shell-tag + ">";
            return (deliver);
        }
        set bereq.http.site-shell-query = regsuball(bereq.http.site-shell-query, "\+", "%20");
        set bereq.http.site-shell-query = regsuball(bereq.http.site-shell-query, "%26", "%26amp;");
        set bereq.http.site-shell-query = regsuball(bereq.http.site-shell-query, "%22", "%26quot;");
        set bereq.http.site-shell-query = regsuball(bereq.http.site-shell-query, "%3[Cc]", "%26lt;");
        set bereq.http.site-shell-query = regsuball(bereq.http.site-shell-query, "%3[Ee]", "%26gt;");
        set bereq.http.site-shell-query = regsuball(bereq.http.site-shell-query, "(^|&)([a-z][a-z0-9-]*)=([^&]*)", {" \2="\3""});
        set bereq.http.site-shell-query = regsuball(bereq.http.site-shell-query, "(^|&)([a-z][a-z0-9-]*)", " \2");
        # (A header keeps no leading space: the first one is written here.)
        set beresp.body = "<" + bereq.http.site-shell-tag + " "
            + blob.encode(IDENTITY, blob=blob.decode(URL, encoded=bereq.http.site-shell-query))
            + "></" + bereq.http.site-shell-tag + ">";
        return (deliver);
    }
}

sub vcl_synth {
    if (req.esi_level > 0) {
        # Whatever failed in an include, paste nothing rather than an error page.
        set resp.status = 200;
        set resp.body = "";
        return (deliver);
    }
}

sub vcl_deliver {
    if (req.url ~ "^/fragments/") {
        # For an operator's curl (an include's own headers never reach the reader).
        if (obj.hits > 0) {
            set resp.http.X-Cache = "HIT";
        } else {
            set resp.http.X-Cache = "MISS";
        }
    }
}
