// MARK: - Motion: the phase with the data it alone holds

extension PickerState {
  /// What the picker is doing, with the cells that only that phase holds: the stored form of
  /// ``phase``, as a state machine of swift-nio carries each state's data in its case.
  ///
  /// Cells, not rows: in a wrapping strip a target or a release is one copy of its row (in a
  /// layout that does not wrap, cell `i` is row `i`). A phase that ends drops its data with
  /// it, so no state holds a target or a release its phase does not read.
  @usableFromInline
  enum Motion: Hashable, Sendable {
    /// At rest, exactly on the selected row's anchor (its home-lap cell's).
    case idle
    /// Under the user's finger.
    case dragging
    /// Released and gliding.
    ///
    /// - `target`: the cell the picker chose in answer to `willEndDragging`; nil when the
    ///   host ended the drag without asking, or when there are no rows.
    /// - `release`: the cell under the anchor where the finger lifted (at
    ///   `willEndDragging`, or at `didEndDragging` from a host that forwards none), from
    ///   which paging limits the settle to `maxItems` cells; nil when there are no rows.
    case decelerating(target: Int?, release: Int?)
    /// Running a scroll animation that the picker asked for toward `target`, a cell of the
    /// selected row.
    case animating(target: Int)
  }

  /// The cell the phase's target row names: a glide's target or an animation's (which
  /// copy of the row, in a wrapping strip); nil for any other phase, or a glide without a
  /// target.
  public var targetCell: Int? {
    switch motion {
    case .decelerating(let target, _): target
    case .animating(let target): target
    case .idle, .dragging: nil
    }
  }

  /// The cell where the finger lifted, while the picker glides from that release; nil in
  /// any other phase, or with no rows.
  var releaseCell: Int? {
    guard case .decelerating(_, let release) = motion else { return nil }
    return release
  }
}
