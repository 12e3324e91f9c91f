import Foundation

/// The result of downloading many images.
package struct ImageBatchResult: Sendable {
  /// Images downloaded now.
  package var downloaded = 0
  /// Images already in the cache.
  package var cached = 0
  /// Addresses that failed, with why.
  package var failures: [(address: String, error: FetchError)] = []
}

extension PosterCache {
  /// Downloads every address (duplicates once), `concurrency` at a time.
  package func downloadAll(
    _ addresses: [String], concurrency: Int = 4,
    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
  ) async -> ImageBatchResult {
    var seen = Set<String>()
    let unique = addresses.filter { seen.insert($0).inserted }
    var result = ImageBatchResult()
    await withTaskGroup(of: (String, Result<StoredImage, FetchError>).self) { group in
      var iterator = unique.makeIterator()
      func addNext() {
        guard let address = iterator.next() else { return }
        group.addTask {
          do {
            return (address, .success(try await image(at: address)))
          } catch let error as FetchError {
            return (address, .failure(error))
          } catch {
            return (address, .failure(.unreadable(resource: address, reason: "\(error)")))
          }
        }
      }
      for _ in 0..<max(1, concurrency) { addNext() }
      var done = 0
      while let (address, outcome) = await group.next() {
        done += 1
        switch outcome {
        case .success(let image):
          if image.fromCache { result.cached += 1 } else { result.downloaded += 1 }
        case .failure(let error): result.failures.append((address, error))
        }
        progress(done, unique.count)
        addNext()
      }
    }
    result.failures.sort { $0.address < $1.address }
    return result
  }
}
