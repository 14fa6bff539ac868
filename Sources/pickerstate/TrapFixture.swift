#if DEBUG
  import PickerCheck
  @testable import PickerState

  /// Debug builds only, for the tests: slips that make the library under test trap for
  /// real, planted with the hidden flag `--plant NAME` (not for users; release builds do not
  /// read it, and the hook it sets does not exist in them).
  ///
  /// The library never traps on anything its public API lets a host build, and a test must
  /// not weaken it, so each slip does what only a debug build's hook can, just before a
  /// `didScroll` at rest (with rows) reaches `update(_:)`, inside the window the check marks
  /// as the library's:
  ///
  /// - `trap` asks the layout for `row(ofCell: cellCount)`, one cell past the strip, as a
  ///   slip in the library's own code would: the layout's own precondition (`cell … is
  ///   outside 0..<…; the picker checks cells before asking`) traps.
  /// - `trap-while-shrinking` sets the picker's `selectedRow`, whose setter only `@testable`
  ///   access reaches (debug builds compile the library for testing), two past the last row.
  ///   Most layouts answer with a broken state, which I1 reports; on rows of several widths
  ///   whose anchors the layout reads from its array, the read of that row traps (`Index out
  ///   of range`). The check finds the I1 failure first, and a candidate traps while it
  ///   shrinks: the report of the I1 failure must survive.
  enum TrapFixture {
    /// Plants the slip named `name` in every picker this process checks.
    ///
    /// - Returns: False for a name that is not a slip's.
    static func plant(_ name: String) -> Bool {
      let slip: @Sendable (inout PickerState) -> Void
      switch name {
      case "trap": slip = { _ = $0.layout.row(ofCell: $0.layout.cellCount) }
      case "trap-while-shrinking": slip = { $0.selectedRow = $0.layout.itemCount + 2 }
      default: return false
      }
      TrapWatch.plantedSlip = { state, event in
        guard case .didScroll = event, state.phase == .idle, state.layout.itemCount > 0
        else { return }
        slip(&state)
      }
      return true
    }
  }
#endif
