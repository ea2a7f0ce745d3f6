# The HTTP cache in front of the Sahne app instances (Varnish 7.1 + varnish-modules' xkey and
# vsthrottle).
#
# Keeps what the app marks as public (`s-maxage`: the pages, the public GET API), 404s that carry
# cache tags, Next's build files and the files under public/. Each answer is indexed by the words
# of its `xkey` header, the app's own cache tags (src/lib/http/frontCacheTags.ts); the app purges
# them after every write with `PURGE` + `xkey-purge: <tags>` (src/server/platform/cache/purgeFront.ts)
# and waits for this answer before its own; a fetch that was on its way during a purge is
# delivered but not kept (vmod var holds the last purge's time).
#
# The parts that differ per installation live in `sahne-site.vcl` (found on vcl_path): the
# backends and the `app` director, `sahne_other_backend` (a retried read's pick: a healthy
# backend other than the one that failed), the `purgers` ACL (the app's addresses) and
# `sahne_deployment`, which hashes the build id so a new deployment starts from an empty front.
# `npm run stack` writes one; deploy/varnish/sahne-site.example.vcl is a template.
vcl 4.1;

import directors;
import std;
import var;
import vsthrottle;
import xkey;

include "sahne-site.vcl";

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "No xkey-purge header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        # A fetch already on its way may bring back what was just purged (an instance read the
        # old rows before the write committed): vcl_backend_response keeps no answer whose fetch
        # began at or before the last purge. Seconds since the epoch, to the millisecond.
        var.global_set("last-purge", std.time2real(now, 0.0));
        return (synth(200, "Purged " + req.http.n-gone));
    }
    set req.backend_hint = app.backend();
    # Set below, for a write the front may send twice and for a hold of tickets; never by a client.
    unset req.http.X-Body-Kept;
    unset req.http.X-Sold-Out-Key;
    # The X-Request-Id the app logs every line of this request with (kept if a proxy before this
    # one set it): one id to look a request up by in the front's and the instances' logs.
    if (!req.http.X-Request-Id) {
        set req.http.X-Request-Id = req.xid;
    }
    # Each instance's metrics are for a scraper on the front's machine (or with the token),
    # directly: never through the front.
    if (req.url ~ "^/api/metrics(\?|$)") {
        return (synth(404, "Not Found"));
    }
    # Health and readiness are the instance's own answers: never kept.
    if (req.url ~ "^/api/(health|ready)(\?|$)") {
        return (pass);
    }

    if (req.method != "GET" && req.method != "HEAD") {
        if (req.method == "POST" && req.url ~ "^/api/shows/[0-9]+/tickets/hold/?(\?|$)") {
            call sahne_sold_out;
        }
        # The public writes the app does at most once per key (a newsletter subscription, a
        # contact message, a comment: docs/api.md) get a key of the front's own when the client
        # sent none, unique to this request. An instance may die with such a write in it, before
        # or after its commit; sent again to the other instance under the same key, it is done
        # there if it was not, or answered with what the first did: the visitor sees it succeed
        # either way, never twice. Any other write is keyed only by its client.
        if (!req.http.Idempotency-Key
            && req.method == "POST"
            && req.url ~ "^/api/(subscribe/fan|contact|comments)/?(\?|$)") {
            set req.http.Idempotency-Key = "front-" + server.identity + "-"
                + std.time2real(now, 0.0) + "-" + req.xid;
        }
        # A write with an Idempotency-Key is done at most once by the app (docs/operations.md),
        # so it may be sent again to the other instance: its body is kept for that (100 KB, the
        # app's own limit for a JSON body; a larger or a chunked one is not kept, not retried).
        if (req.http.Idempotency-Key
            && !req.http.Transfer-Encoding
            && std.integer(req.http.Content-Length, 0) <= 102400
            && std.cache_req_body(100KB)) {
            set req.http.X-Body-Kept = "1";
        }
        return (pass);
    }
    # Personal answers: a bearer token, the panel's session, the signed-in API, the panel.
    if (req.http.Authorization
        || req.http.Cookie ~ "(^|;\s*)payload-token="
        || req.url ~ "^/api/me(/|\?|$)"
        || req.url ~ "^/cms") {
        return (pass);
    }
    # Everything else is the same for everyone: no cookie decides what it looks like.
    unset req.http.Cookie;
    # API answers vary on Accept-Language for their message only, read as the app reads it
    # (messageLocale: Turkish or English by the first language, else English): one variant each,
    # not one per browser's header.
    if (req.http.Accept-Language ~ "(?i)^\s*tr") {
        set req.http.Accept-Language = "tr";
    } else if (req.http.Accept-Language ~ "(?i)^\s*en") {
        set req.http.Accept-Language = "en";
    } else {
        unset req.http.Accept-Language;
    }
    return (hash);
}

# A hold of a show the app said, at most 2 s ago, is sold out as a whole (every type on sale with
# none left) is answered here with the app's own answer for it in the request's language (its
# `Sahne-Sold-Out` header, kept by vcl_backend_response): at an on-sale the buyers asking after
# the sell-out, most of them, never reach an instance. The app is asked again once those 2 s are
# up, so a ticket given back is on sale again within them. Never for a request without a token
# (the app says 401), nor for a repeat of an Idempotency-Key this front has passed on before:
# that key's first try may have been granted, and only the app answers it (with that first
# answer). vsthrottle remembers each key passed, per token, for 15 minutes; another front does
# not know them (docs/operations.md).
sub sahne_sold_out {
    if (!req.http.Authorization) {
        return;
    }
    set req.http.X-Sold-Out-Key = regsub(req.url, "^/api/shows/([0-9]+)/.*$", "\1");
    # The app's answer language (messageLocale): ?locale=, else Accept-Language's first, else English.
    if (req.url ~ "[?&]locale=tr(&|$)") {
        set req.http.X-Sold-Out-Key = req.http.X-Sold-Out-Key + " tr";
    } else if (req.url ~ "[?&]locale=en(&|$)") {
        set req.http.X-Sold-Out-Key = req.http.X-Sold-Out-Key + " en";
    } else if (req.http.Accept-Language ~ "(?i)^\s*tr") {
        set req.http.X-Sold-Out-Key = req.http.X-Sold-Out-Key + " tr";
    } else {
        set req.http.X-Sold-Out-Key = req.http.X-Sold-Out-Key + " en";
    }
    if (req.http.Idempotency-Key
        && vsthrottle.is_denied(
            "hold " + req.http.Authorization + " " + req.http.Idempotency-Key, 1, 15m)) {
        return;
    }
    if (std.real(var.global_get("sold-out-until " + regsub(req.http.X-Sold-Out-Key, " .*$", "")),
            0.0) > std.time2real(now, 0.0)
        && var.global_get("sold-out " + req.http.X-Sold-Out-Key) ~ ".") {
        return (synth(409));
    }
}

sub vcl_synth {
    if (resp.status == 409 && req.http.X-Sold-Out-Key) {
        set resp.http.Content-Type = "application/json";
        set resp.http.Cache-Control = "private, no-store";
        set resp.http.Vary = "Accept-Language";
        set resp.http.Sahne-Answered-By = "front";
        synthetic(var.global_get("sold-out " + req.http.X-Sold-Out-Key));
        return (deliver);
    }
}

sub vcl_hash {
    call sahne_deployment;
}

sub vcl_backend_fetch {
    set bereq.http.X-Fetch-Started = std.time2real(now, 0.0);
    if (bereq.retries > 0) {
        # Another healthy instance than the one that failed (sahne-site.vcl lists them).
        call sahne_other_backend;
    }
}

# The backend could not be reached or died before answering in full (an instance killed, or
# stopping before its probe took it out; an answer cut short counts, as it is not streamed, see
# vcl_backend_response): a read is tried once more on the other instance, and so is a
# write with an Idempotency-Key whose body was kept (the app does a keyed write at most once and
# answers a repeat with the first answer). Any other write is never sent twice: it may have
# reached the app. (An answer from the app, a 503 included, is never retried: it came from the
# app, which the other instance shares its database with.)
sub vcl_backend_error {
    if ((bereq.method == "GET" || bereq.method == "HEAD" || bereq.http.X-Body-Kept)
        && bereq.retries < 1) {
        set bereq.http.X-Failed-Backend = beresp.backend;
        return (retry);
    }
}

sub vcl_backend_response {
    unset bereq.http.X-Failed-Backend;
    # The app's answers are taken whole before the client gets a byte of them: an instance that
    # dies halfway through its answer is then a failed fetch (vcl_backend_error, which sends a
    # read or a keyed write to the other instance) and not a cut connection, as it is once the
    # status line has gone out. Its answers are small (JSON, a page of HTML); Next's build files
    # stream.
    if (bereq.url !~ "^/_next/static/") {
        set beresp.do_stream = false;
    }
    # The app's word that a hold's show is sold out as a whole (sahne_sold_out), with the answer
    # to give in this request's language: kept for 2 s.
    if (beresp.status == 409 && bereq.http.X-Sold-Out-Key && beresp.http.Sahne-Sold-Out) {
        var.global_set("sold-out " + bereq.http.X-Sold-Out-Key, beresp.http.Sahne-Sold-Out);
        var.global_set("sold-out-until " + regsub(bereq.http.X-Sold-Out-Key, " .*$", ""),
            "" + (std.time2real(now, 0.0) + 2.0));
    }
    unset beresp.http.Sahne-Sold-Out;
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Fetched while a purge went by: delivered, not kept (the next request fetches again).
    if (std.real(var.global_get("last-purge"), 0.0) >= std.real(bereq.http.X-Fetch-Started, 0.0)) {
        set beresp.uncacheable = true;
        set beresp.ttl = 1s;
        return (deliver);
    }
    if (beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # The app purges what it changes after every write; should a purge be lost (the front was
    # unreachable for the app's retries), its answers are kept 60 s at most, then at most 10 s
    # of grace while one request fetches them again.
    # A 404 of something that may be published later (a post's slug): kept, and purged by its tag.
    if (beresp.status == 404 && beresp.http.xkey) {
        set beresp.ttl = 60s;
        set beresp.grace = 0s;
        return (deliver);
    }
    # Public pages and API answers, for as long as their s-maxage says, 60 s at most.
    if (beresp.http.Cache-Control ~ "s-maxage" && beresp.http.Cache-Control !~ "private|no-store") {
        if (beresp.ttl > 60s) {
            set beresp.ttl = 60s;
        }
        # Next's pages allow a year of stale-while-revalidate.
        if (beresp.grace > 10s) {
            set beresp.grace = 10s;
        }
        return (deliver);
    }
    # Next's hashed build files, then the files under public/, as a CDN keeps static files.
    if (bereq.url ~ "^/_next/static/" && beresp.status == 200) {
        return (deliver);
    }
    if (bereq.url !~ "^/(api|cms|_next)/"
        && bereq.url ~ "\.(css|js|png|jpe?g|webp|avif|gif|svg|ico|woff2?|txt|webmanifest|pdf|html|json)(\?.*)?$"
        && beresp.status == 200) {
        set beresp.ttl = 1d;
        return (deliver);
    }
    # Anything else (no s-maxage) passes to the app every time.
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}
