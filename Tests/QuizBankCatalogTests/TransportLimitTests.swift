import Foundation
import Testing

@testable import QuizBankCatalog

/// The libcurl transport against the fixture server: bodies past the limit
/// are refused with a clear error instead of filling memory.
@Suite(.requires(.python, .fixtures))
struct TransportLimitTests {
  @Test func refusesABodyLargerThanTheLimitAndReadsOneWithin() async throws {
    let server = try FixtureServer()
    let url = try #require(URL(string: server.base("ok") + "/movie/popular?page=1"))
    let fits = try await CurlTransport(timeout: 10).send(HTTPRequest(url: url))
    #expect(fits.status == 200)
    #expect(fits.body.count > 1000)
    await #expect(throws: ResponseTooLarge(limit: 1000)) {
      try await CurlTransport(timeout: 10, maxBodySize: 1000).send(HTTPRequest(url: url))
    }
  }

  @Test func theClientReportsAnOversizedBodyAsUnreadable() async throws {
    let server = try FixtureServer()
    let client = APIClient(
      transport: CurlTransport(timeout: 10, maxBodySize: 1000), cache: nil)
    let address = server.base("ok") + "/movie/popular?page=1"
    let request = APIRequest(
      service: "TMDB", url: try #require(URL(string: address)), redacted: address)
    await #expect(
      throws: FetchError.unreadable(
        resource: address,
        reason: "the response is larger than 1000 bytes; the download was stopped")
    ) {
      _ = try await client.get(request) { $0 }
    }
  }

  @Test func describesTheLimitInMebibytes() {
    #expect(
      ResponseTooLarge(limit: CurlTransport.defaultMaxBodySize).reason
        == "the response is larger than 64 MiB; the download was stopped")
  }
}
