/**
 * The per-installation part of deploy/varnish/sahne.vcl for one machine: the app instances behind
 * a round-robin director, each probed on /api/ready every second (out after two failed probes of
 * three, back after two good ones), PURGE allowed from this machine only, and the build id hashed
 * into every key, so the front of a new build starts empty.
 */
export function siteVcl({ appPorts, buildId }: { appPorts: number[]; buildId: string }): string {
  const backends = appPorts.map(
    (port, i) => `backend app${i} {
    .host = "127.0.0.1";
    .port = "${port}";
    .first_byte_timeout = 60s;
    .connect_timeout = 1s;
    .probe = { .url = "/api/ready"; .interval = 1s; .timeout = 2s; .window = 3; .threshold = 2; .initial = 2; }
}`,
  )
  return `${backends.join('\n')}

sub vcl_init {
    new app = directors.round_robin();
${appPorts.map((_, i) => `    app.add_backend(app${i});`).join('\n')}
}

acl purgers {
    "127.0.0.1";
    "::1";
}

sub sahne_deployment {
    hash_data("${buildId.replace(/[^\w-]/g, '')}");
}
`
}
