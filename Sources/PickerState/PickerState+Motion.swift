// MARK: - Motion: the phase with the data it alone holds

extension PickerState {
  /// What the picker is doing, with the data that only that phase holds: the stored form of
  /// ``phase``, as a state machine of swift-nio carries each state's data in its case.
  ///
  /// A phase that ends drops its data with it, so no state holds a target or a release its
  /// phase does not read.
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
    case decelerating(target: Target?, release: Int?)
    /// Running a scroll animation that the picker asked for toward `target`, a cell of the
    /// selected row.
    case animating(target: Target)
  }

  /// The cell a glide or an animation heads for, as the row it shows and its lap: the row
  /// is the one ``phase`` shows, read on every event by a host or a checker that asks, so
  /// it is kept rather than divided out of a cell index. (The release cell, which only the
  /// settle reads, is kept as the index.)
  @usableFromInline
  struct Target: Hashable, Sendable {
    /// The row the cell shows.
    @usableFromInline var row: Int
    /// The cell's lap: 0 when the layout does not wrap. A wrapping strip has at most
    /// ``PickerLayout/maximumWrapCellCount`` cells, so 32 bits hold it, and a glide's
    /// target and release fit in 25 bytes rather than 33 (in every state).
    var lap: Int32

    /// The cell `cell` of `layout`, a cell in `0..<layout.cellCount`.
    @inline(__always)
    init(_ cell: Int, in layout: PickerLayout) {
      row = layout.uncheckedRow(ofCell: cell)
      lap = layout.wrapsAround ? Int32(truncatingIfNeeded: cell / layout.itemCount) : 0
    }

    /// The cell's index in `layout`, the layout it was taken in.
    @inline(__always)
    func cell(in layout: PickerLayout) -> Int {
      Int(lap) &* layout.itemCount &+ row
    }
  }

  /// The cell the phase's target row names: a glide's target or an animation's (which
  /// copy of the row, in a wrapping strip); nil for any other phase, or a glide without a
  /// target.
  public var targetCell: Int? {
    switch motion {
    case .decelerating(let target, _): target?.cell(in: layout)
    case .animating(let target): target.cell(in: layout)
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
