#!/usr/bin/env python3
"""A local stand-in for TMDB v3, imdb-api.com and an image host, for tests.

Serves the shared fixture responses on 127.0.0.1 (a free port, written to
--port-file once listening) and logs every request it gets as a JSON line.

The first path segment picks a scenario; the rest is the API path:
  ok      normal answers
  r429    the first request for each path+query gets 429 with Retry-After: 1
  r500    the first request for each path+query gets 500
  slow    the first request for each path+query waits 3 s before answering
  badkey  every request gets 401 with TMDB's error body
  down    every request gets 503
  drop    images: the connection is closed half-way through the body
  endless 200 with a chunked body that never ends (64 KiB chunks, as fast as read)
  trickle 200 with Content-Length 100 and a body of one byte a second
  away    302 to the same path and query on http://localhost:PORT/ok (another origin)
  near    302 to the same path and query under /ok on this origin
  loop    302 to the same address, forever
  file    302 to file:///etc/passwd
  gzip    normal answers, gzip-compressed (Content-Encoding: gzip)
  bomb    200 with 16 KiB of gzip that inflates to 16 MiB of spaces
  echo    403 whose status_message echoes the request line (key included) with
          terminal escape sequences (OSC title, OSC 52, CSI 6n, C1, bidi, BS, CR)

TMDB lists have 3 pages: page 1 is movie_popular.json, page 2 the results of
search_movie.json, page 3 page 1 again (duplicates the client must drop).
imdb-api.com answers with errorMessage "Invalid API Key" when the key is "refused".
"""
import argparse
import gzip
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

ARGS = None
SEEN = {}
LOCK = threading.Lock()


def fixture(name):
    with open(os.path.join(ARGS.fixtures, name), "rb") as handle:
        return handle.read()


def tmdb_page(page):
    popular = json.loads(fixture("tmdb/movie_popular.json"))
    if page == 2:
        body = json.loads(fixture("tmdb/search_movie.json"))
    else:
        body = popular
    body["page"] = page
    body["total_pages"] = 3
    body["total_results"] = 60
    return json.dumps(body, ensure_ascii=False).encode("utf-8")


def image_bytes(path):
    # A tiny PNG signature followed by the path, so each image differs.
    return b"\x89PNG\r\n\x1a\n" + path.encode("utf-8") * 8


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json", headers=None):
        if self.path.startswith("/gzip/"):
            body = gzip.compress(body)
            headers = dict(headers or {}, **{"Content-Encoding": "gzip"})
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def redirect(self, target):
        self.send_response(302)
        self.send_header("Location", target)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_GET(self):
        parts = urlsplit(self.path)
        segments = parts.path.split("/", 2)
        scenario = segments[1] if len(segments) > 1 else ""
        path = "/" + (segments[2] if len(segments) > 2 else "")
        query = parse_qs(parts.query)
        with LOCK:
            key = scenario + parts.path + "?" + parts.query
            SEEN[key] = SEEN.get(key, 0) + 1
            first = SEEN[key] == 1
            with open(ARGS.log, "a", encoding="utf-8") as log:
                log.write(json.dumps({
                    "scenario": scenario, "path": path, "query": parts.query,
                    "authorization": self.headers.get("Authorization", ""),
                    "host": self.headers.get("Host", ""),
                }) + "\n")

        if scenario == "badkey":
            return self.send(401, b'{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}')
        if scenario == "down":
            return self.send(503, b'{"status_message":"Service unavailable"}')
        if scenario == "r429" and first:
            return self.send(429, b'{"status_message":"Too many requests"}', headers={"Retry-After": "1"})
        if scenario == "r500" and first:
            return self.send(500, b'{"status_message":"Internal error"}')
        if scenario == "slow" and first:
            time.sleep(3)
        if scenario == "endless":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            chunk = b"%x\r\n%s\r\n" % (65536, b" " * 65536)
            try:
                while True:
                    self.wfile.write(chunk)
            except OSError:
                self.close_connection = True
            return
        if scenario == "trickle":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100")
            self.end_headers()
            try:
                for _ in range(100):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(1)
            except OSError:
                pass
            self.close_connection = True
            return
        if scenario in ("away", "near"):
            port = self.server.server_address[1]
            host = "localhost" if scenario == "away" else "127.0.0.1"
            target = "http://%s:%d/ok%s%s" % (host, port, path, "?" + parts.query if parts.query else "")
            return self.redirect(target)
        if scenario == "loop":
            return self.redirect(self.path)
        if scenario == "file":
            return self.redirect("file:///etc/passwd")
        if scenario == "bomb":
            body = gzip.compress(b" " * (16 << 20), compresslevel=9)
            return self.send(200, body, headers={"Content-Encoding": "gzip"})
        if scenario == "echo":
            message = ("Invalid request: GET %s \u001b]0;pwned\u0007\u001b]52;c;cm0gLXJmIH4=\u0007"
                       "\u001b[6n\u009b31m\u202eevil\u202c\b\b\rDone" % self.path)
            body = json.dumps({"status_code": 3, "status_message": message}).encode("utf-8")
            return self.send(403, body)

        if path.startswith("/3/movie/") and path.rsplit("/", 1)[-1] in ("popular", "top_rated", "upcoming"):
            page = int(query.get("page", ["1"])[0])
            return self.send(200, tmdb_page(page))
        if path == "/3/search/movie":
            return self.send(200, fixture("tmdb/search_movie.json"))
        if path == "/3/genre/movie/list":
            return self.send(200, fixture("tmdb/genre_movie_list_de.json"))
        if path == "/3/movie/12313":
            return self.send(200, fixture("tmdb/movie_details_append_to_response.json"))
        if path.startswith("/3/movie/"):
            return self.send(404, b'{"status_code":34,"status_message":"The resource you requested could not be found."}')
        if path.startswith("/en/API/"):
            endpoint, _, api_key = path[len("/en/API/"):].partition("/")
            if api_key == "refused":
                return self.send(200, b'{"items":[],"errorMessage":"Invalid API Key"}')
            if api_key == "hostile":
                message = "Key hostile refused for %s\u001b]52;c;cm0gLXJmIH4=\u0007\u202eok" % self.path
                return self.send(200, json.dumps({"items": [], "errorMessage": message}).encode("utf-8"))
            if endpoint == "Top250Movies":
                return self.send(200, fixture("imdb-api/top250_movies_yandex.json"))
            if endpoint == "MostPopularMovies":
                return self.send(200, fixture("imdb-api/most_popular_movies_mikimoges.json"))
        if path.startswith("/images/") or path.startswith("/t/p/"):
            body = image_bytes(path)
            if scenario == "drop":
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Content-Length", str(len(body) * 10))
                self.end_headers()
                self.wfile.write(body[:8])
                self.wfile.flush()
                self.close_connection = True
                self.connection.shutdown(2)
                return
            return self.send(200, body, content_type="image/png")
        return self.send(404, b'{"status_message":"no such fixture route"}')


def main():
    global ARGS
    parser = argparse.ArgumentParser()
    parser.add_argument("--fixtures", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--port-file", required=True)
    ARGS = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    parent = os.getppid()

    def watch_parent():
        # Never outlive the test that started us.
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch_parent, daemon=True).start()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    temporary = ARGS.port_file + ".tmp"
    with open(temporary, "w") as handle:
        handle.write(str(server.server_address[1]))
    os.rename(temporary, ARGS.port_file)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
