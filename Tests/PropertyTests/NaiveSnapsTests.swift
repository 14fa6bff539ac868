import PickerCheck
import Testing

/// The checker's snaps of a strip (`NaiveSnaps`) from lists of offsets worked out by hand:
/// resting offsets that run one way, as a strip's do, and offsets that turn back, which no
/// strip has but the model must still number by the first row resting at each.
@Suite struct NaiveSnapsTests {
  @Test func restingOffsetsRunningUpShareASnapOnlyWithTheirNeighbours() {
    let snaps = NaiveSnaps(
      naturalOffsets: [-20, 0, 50, 100, 140], restingOffsets: [0, 0, 50, 100, 100],
      offsetRange: 0...100)
    #expect(snaps.offsets == [0, 50, 100])
    #expect(snaps.snapOfRow == [0, 0, 1, 2, 2])
    #expect(snaps.shownRows == [1, 2, 3])
  }

  @Test func restingOffsetsRunningDownShareASnapOnlyWithTheirNeighbours() {
    let snaps = NaiveSnaps(
      naturalOffsets: [140, 100, 50, 0, -20], restingOffsets: [100, 100, 50, 0, 0],
      offsetRange: 0...100)
    #expect(snaps.offsets == [100, 50, 0])
    #expect(snaps.snapOfRow == [0, 0, 1, 2, 2])
    #expect(snaps.shownRows == [1, 2, 3])
  }

  @Test func anOffsetMetAgainAfterTurningBackJoinsTheSnapOfTheFirstRowThatRestedThere() {
    let snaps = NaiveSnaps(
      naturalOffsets: [0, 10, 20, 10, 30, 0, -0.0],
      restingOffsets: [0, 10, 20, 10, 30, 0, -0.0], offsetRange: 0...30)
    #expect(snaps.offsets == [0, 10, 20, 30])
    #expect(snaps.snapOfRow == [0, 1, 2, 1, 3, 0, 0])
    #expect(snaps.shownRows == [0, 1, 2, 4])
  }
}
