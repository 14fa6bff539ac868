#if DEBUG
  import PickerCheck
  import PickerState

  /// Debug builds only, for the tests: a slip that makes the library under test trap for
  /// real, planted with the hidden flag `--plant trap` (not for users; release builds do not
  /// read it, and the hook it sets does not exist in them).
  ///
  /// The library never traps on anything its public API lets a host build, and a test must
  /// not weaken it, so the slip is a call the library's contract forbids, made where only a
  /// debug build's hook reaches: just before a `didScroll` at rest (with rows) reaches
  /// `update(_:)`, inside the window the check marks as the library's, it asks the layout for
  /// `row(ofCell: cellCount)`, one cell past the strip, as a slip in the library's own code
  /// would. The layout's own precondition (`cell … is outside 0..<…; the picker checks cells
  /// before asking`) traps, and the check's child process dies of the signal.
  enum TrapFixture {
    /// Plants the slip named `name` (`trap`) in every picker this process checks.
    ///
    /// - Returns: False for a name that is not a slip's.
    static func plant(_ name: String) -> Bool {
      guard name == "trap" else { return false }
      TrapWatch.plantedSlip = { state, event in
        guard case .didScroll = event, state.phase == .idle, state.layout.itemCount > 0
        else { return }
        _ = state.layout.row(ofCell: state.layout.cellCount)
      }
      return true
    }
  }
#endif
