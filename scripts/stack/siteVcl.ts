/**
 * The per-installation part of deploy/varnish/sahne.vcl for one machine: the app instances behind
 * a round-robin director, each probed on /api/ready every second (out after two failed probes of
 * three, back after two good ones), PURGE allowed from this machine only, and the build id hashed
 * into every key, so the front of a new build starts empty.
 */
/** A retried read goes to the first healthy backend that is not the one that just failed. */
const otherBackend = (count: number) => `sub sahne_other_backend {
${Array.from(
  { length: count },
  (_, i) => `    if (bereq.http.X-Failed-Backend != "app${i}" && std.healthy(app${i})) {
        set bereq.backend = app${i};
        return;
    }`,
).join('\n')}
}
`

export function siteVcl({ appPorts, buildId }: { appPorts: number[]; buildId: string }): string {
  const backends = appPorts.map(
    (port, i) => `backend app${i} {
    .host = "127.0.0.1";
    .port = "${port}";
    .first_byte_timeout = 60s;
    .connect_timeout = 1s;
    .probe = { .url = "/api/ready"; .interval = 1s; .timeout = 5s; .window = 3; .threshold = 2; .initial = 2; }
}`,
  )
  return `${backends.join('\n')}

sub vcl_init {
    new app = directors.round_robin();
${appPorts.map((_, i) => `    app.add_backend(app${i});`).join('\n')}
}

${otherBackend(appPorts.length)}
acl purgers {
    "127.0.0.1";
    "::1";
}

sub sahne_deployment {
    hash_data("${buildId.replace(/[^\w-]/g, '')}");
}
`
}
