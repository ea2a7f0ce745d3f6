# Per-installation part of deploy/varnish/sahne.vcl (npm run stack writes its own under
# .data/stack/). Copy it as sahne-site.vcl next to sahne.vcl and fill in your hosts.

backend app1 {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = { .url = "/api/ready"; .interval = 1s; .timeout = 5s; .window = 3; .threshold = 2; .initial = 2; }
}
backend app2 {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = { .url = "/api/ready"; .interval = 1s; .timeout = 5s; .window = 3; .threshold = 2; .initial = 2; }
}

sub vcl_init {
    new app = directors.round_robin();
    app.add_backend(app1);
    app.add_backend(app2);
}

# A retried read (its backend failed) goes to a healthy backend other than the one that failed.
sub sahne_other_backend {
    if (bereq.http.X-Failed-Backend != "app1" && std.healthy(app1)) {
        set bereq.backend = app1;
        return;
    }
    if (bereq.http.X-Failed-Backend != "app2" && std.healthy(app2)) {
        set bereq.backend = app2;
        return;
    }
}

# Who may PURGE: the app instances (their VARNISH_URL points here).
acl purgers {
    "10.0.0.11";
    "10.0.0.12";
}

# Change on every deployment (e.g. to .next/BUILD_ID) and reload: the front starts empty.
sub sahne_deployment {
    hash_data("BUILD_ID");
}
