#if DEBUG
  import PickerCheck
  @testable import PickerState

  /// Debug builds only, for the tests: slips that make the library under test (or the
  /// checker itself) trap for real, planted with the hidden flag `--plant NAME` (not for
  /// users; release builds do not read it, and the hooks it sets do not exist in them).
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
  ///
  /// One more slips in the checker's own code instead, at the same moment but outside the
  /// library's window, as a bug of the checker's models would:
  ///
  /// - `checker-trap` reads a model's list of the rows' anchors one past its end (`Index
  ///   out of range`): the check must report it as `checker bug: trap`, not as the
  ///   library's.
  enum TrapFixture {
    /// Plants the slip named `name` in every picker this process checks.
    ///
    /// - Returns: False for a name that is not a slip's.
    static func plant(_ name: String) -> Bool {
      switch name {
      case "trap":
        TrapWatch.plantedSlip = { state, event in
          guard isScrollAtRest(state, event) else { return }
          _ = state.layout.row(ofCell: state.layout.cellCount)
        }
      case "trap-while-shrinking":
        TrapWatch.plantedSlip = { state, event in
          guard isScrollAtRest(state, event) else { return }
          state.selectedRow = state.layout.itemCount + 2
        }
      case "checker-trap":
        TrapWatch.plantedCheckerSlip = { state, event in
          guard isScrollAtRest(state, event) else { return }
          let anchors = (0..<state.layout.itemCount).map(state.layout.offset(ofRow:))
          _ = anchors[anchors.count]
        }
      default: return false
      }
      return true
    }

    /// Whether `event` is a `didScroll` reaching a picker at rest with rows: where every
    /// slip strikes.
    private static func isScrollAtRest(_ state: PickerState, _ event: PickerEvent) -> Bool {
      guard case .didScroll = event else { return false }
      return state.phase == .idle && state.layout.itemCount > 0
    }
  }
#endif
