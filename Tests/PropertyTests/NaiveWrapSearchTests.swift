import PickerState
import Testing

@testable import PickerCheck

/// The model's search from a hint finds what its bisection finds: the first cell of a run
/// where a predicate that is false and then true holds, from every hint, in every run.
@Suite struct NaiveWrapSearchTests {
  @Test func aSearchFromAnyHintFindsTheBisectionsCell() {
    var answers: [Int] = []
    var bisections: [Int] = []
    for cells in [0..<0, 5..<5, 0..<1, 3..<4, 0..<17, 10..<73, -4..<40] {
      for threshold in (cells.lowerBound - 2)...(cells.upperBound + 2) {
        for hint in (cells.lowerBound - 3)...(cells.upperBound + 3) {
          answers.append(NaiveWrap.firstCell(among: cells, near: hint) { $0 >= threshold })
          bisections.append(NaiveWrap.firstCell(among: cells) { $0 >= threshold })
        }
      }
    }
    #expect(answers.count == 7_953)
    #expect(answers == bisections)
  }

  /// Worked by hand: in 0..<100 the first cell at or past 70 is 70, from a hint at 3, 70,
  /// 71 and 99; and none in 0..<100 is at or past 200, so the search gives the run's end.
  @Test func aSearchFromAHintGivesTheFirstCellPastTheThreshold() {
    let found = [3, 70, 71, 99, 150].map {
      NaiveWrap.firstCell(among: 0..<100, near: $0) { $0 >= 70 }
    }
    #expect(found == [70, 70, 70, 70, 70])
    #expect(NaiveWrap.firstCell(among: 0..<100, near: 50) { $0 >= 200 } == 100)
    #expect(NaiveWrap.firstCell(among: 0..<100, near: 50) { $0 >= -5 } == 0)
  }

  /// A search from a hint reads few cells: an answer next to the hint in a million cells
  /// costs two reads, where a bisection costs twenty.
  @Test func aSearchFromANearHintReadsFewCells() {
    var reads = 0
    let found = NaiveWrap.firstCell(among: 0..<1_000_000, near: 500_000) {
      reads += 1
      return $0 >= 500_001
    }
    #expect(found == 500_001)
    #expect(reads == 2)
  }
}
