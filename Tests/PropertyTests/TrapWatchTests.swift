import PickerCheck
import PickerState
import Testing

/// The trap's own line, written by the signal handler of a watched process as it dies: the
/// signal, whether the trap struck inside the library's `update(_:)` (1) or outside it, in
/// the checker's own code (0), and the step. Each case runs in a child process (an exit
/// test), since a trap cannot be survived where it happens.
@Suite struct TrapWatchTests {
  #if DEBUG
    @Test func aTrapInsideUpdateIsTheLibrarysAndOneOutsideItTheCheckers() async throws {
      let library = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          TrapWatch.start(descriptor: 1, marksUpdates: true, tracesTapes: false)
          TrapWatch.plantedSlip = { state, _ in
            _ = state.layout.row(ofCell: state.layout.cellCount)
          }
          let layout = try PickerLayout(
            viewportWidth: 300, itemWidth: 50, itemCount: 3, spacing: 0, alignment: .center,
            direction: .leftToRight)
          var picker = CheckedPicker(PickerState(layout: layout))
          _ = picker.step(.didScroll(offset: 0))
        })
      let checker = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          TrapWatch.start(descriptor: 1, marksUpdates: true, tracesTapes: false)
          TrapWatch.step = 7
          preconditionFailure("a slip in the checker's own code")
        })
      let librarySignal = try #require(Self.signal(library.exitStatus))
      let checkerSignal = try #require(Self.signal(checker.exitStatus))
      #expect(
        [library.standardOutputContent, checker.standardOutputContent].map {
          String(decoding: $0, as: UTF8.self)
        } == ["trap \(librarySignal) 1 0\n", "trap \(checkerSignal) 0 7\n"])
    }

    /// The signal a child died of, or nil when it exited.
    private static func signal(_ status: ExitStatus) -> Int32? {
      if case .signal(let number) = status { number } else { nil }
    }
  #endif
}
