import { describe, expect, it } from 'vitest'
import { autoFillColumns, scrollToReveal, wallWindow } from '../../../../../src/renderer/calls/wall/model'

describe('wallWindow', () => {
  const base = { count: 10_000, columns: 4, pitch: 200, height: 900, overscan: 2 }

  it('renders the rows in view and two around, with the rest of the wall as space before and after', () => {
    // Scrolled to row 50 (10,000 px): rows 48 to 57 of 2,500 are rendered.
    const range = wallWindow({ ...base, top: 10_000 })
    expect(range).toEqual({ start: 48 * 4, end: 57 * 4, before: 48 * 200, after: (2_500 - 57) * 200 })
    // The wall keeps its full height: space + rendered rows + space.
    expect(range.before + ((range.end - range.start) / 4) * 200 + range.after).toBe(2_500 * 200)
  })

  it('renders at most a screenful and the overscan, whatever the number of calls', () => {
    for (const count of [40, 2_000, 10_000, 100_000]) {
      const range = wallWindow({ ...base, count, top: 0 })
      expect(range.end - range.start).toBeLessThanOrEqual(Math.min(count, (Math.ceil(900 / 200) + 2) * 4))
    }
  })

  it('renders every call of a wall that fits, and the last partial row at the end', () => {
    expect(wallWindow({ ...base, count: 6, top: 0 })).toEqual({ start: 0, end: 6, before: 0, after: 0 })
    const end = wallWindow({ ...base, count: 10_001, top: 2_501 * 200 - 900 })
    expect(end.end).toBe(10_001)
    expect(end.after).toBe(0)
  })

  it('renders nothing past the end when scrolled beyond it, and the first rows when the wall starts below the view', () => {
    const past = wallWindow({ ...base, count: 8, top: 5_000 })
    expect(past.start).toBe(past.end)
    expect(wallWindow({ ...base, top: -300 })).toMatchObject({ start: 0, before: 0 })
  })
})

describe('autoFillColumns', () => {
  it('counts the columns of repeat(auto-fill, minmax(18rem, 1fr)) with a 0.6rem gap', () => {
    const rem = 16
    expect(autoFillColumns(1400, 18 * rem, 0.6 * rem)).toBe(4)
    expect(autoFillColumns(4 * 288 + 3 * 9.6, 18 * rem, 0.6 * rem)).toBe(4)
    expect(autoFillColumns(4 * 288 + 3 * 9.6 - 1, 18 * rem, 0.6 * rem)).toBe(3)
    expect(autoFillColumns(200, 18 * rem, 0.6 * rem)).toBe(1)
  })
})

describe('scrollToReveal', () => {
  it('moves the least it can to show a whole row, and not at all when it shows already', () => {
    expect(scrollToReveal(10, 200, 190, 5_000, 900)).toBe(2_000)
    expect(scrollToReveal(40, 200, 190, 5_000, 900)).toBe(40 * 200 + 190 - 900)
    expect(scrollToReveal(26, 200, 190, 5_000, 900)).toBe(5_000)
  })
})
