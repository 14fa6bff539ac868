import Dispatch

/// Independent jobs run on several threads, their results kept in job order up to the
/// first that fails: the same results whatever the number of threads and however the jobs
/// fall on them.
///
/// Jobs are handed out in order to whichever thread asks first, so a thread that drew
/// short jobs takes more of them instead of waiting for one that drew long ones. Once a job
/// fails, none after it is handed out; the ones before it, all handed out already, run to
/// their end and may fail first.
enum OrderedJobs {
  /// Runs jobs `0..<count` on `workers` threads.
  ///
  /// - Parameters:
  ///   - count: The number of jobs.
  ///   - workers: Threads running jobs at once; 1 runs them in order on the calling thread.
  ///   - empty: The result of a job that did not run.
  ///   - fails: Whether a job's result is a failure.
  ///   - job: Runs job `index`.
  /// - Returns: Each job's result by index, up to and including the first failure;
  ///   `empty` for the jobs after it.
  static func run<Result: Sendable>(
    count: Int, workers: Int, empty: Result, fails: @Sendable (Result) -> Bool,
    _ job: @Sendable (Int) -> Result
  ) -> [Result] {
    var results = [Result](repeating: empty, count: count)
    let queue = JobQueue(count: count)
    results.withUnsafeMutableBufferPointer { buffer in
      let slots = Slots(buffer: buffer)
      DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
        while let index = queue.take() {
          let result = job(index)
          if fails(result) { queue.stop(after: index) }
          slots.store(result, at: index)
        }
      }
    }
    if let failing = results.firstIndex(where: fails) {
      for index in failing + 1..<count { results[index] = empty }
    }
    return results
  }

  /// The jobs' indices, handed out in order.
  private final class JobQueue: @unchecked Sendable {
    /// Serializes `take()` and `stop(after:)`: one call per job, next to thousands of
    /// checked events.
    private let lock = DispatchQueue(label: "PickerCheck.OrderedJobs.JobQueue")
    private var next = 0
    private var end: Int

    init(count: Int) { end = count }

    /// The next index, or nil when none is left.
    func take() -> Int? {
      lock.sync {
        guard next < end else { return nil }
        defer { next += 1 }
        return next
      }
    }

    /// Hands out nothing past `index`, where a job failed.
    func stop(after index: Int) {
      lock.sync { end = min(end, index + 1) }
    }
  }

  /// The results' slots: each job's slot is written once, by the thread that ran it.
  private struct Slots<Result>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Result>
    func store(_ result: Result, at index: Int) { buffer[index] = result }
  }
}
