#!/usr/bin/env node
// Regenerates every icon in resources/ from the two drawings beside this file:
//   icon.svg → icon.png (1024), icons/<n>x<n>.png (Linux), icon.ico (Windows), icon.icns (macOS)
//   tray.svg → tray/trayTemplate.png + @2x (macOS menu bar, black on transparent)
//   icon.svg cropped to its panel → tray/tray.png + @2x (Windows and Linux trays)
// Needs rsvg-convert (Debian: apt-get install librsvg2-bin). Run: node resources/generate-icons.mjs
// The outputs are committed, so packaging never needs the rasterizer.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const here = import.meta.dirname
const work = mkdtempSync(join(tmpdir(), 'switchboard-icons-'))

/** Rasterizes an SVG (file or text) to a PNG of size×size and returns its bytes. */
function render(svg, size) {
  const source = join(work, `source-${size}.svg`)
  writeFileSync(source, svg)
  const out = join(work, `out-${size}.png`)
  execFileSync('rsvg-convert', ['--width', String(size), '--height', String(size), '--keep-aspect-ratio', source, '-o', out])
  return readFileSync(out)
}

/** ICO whose entries are PNGs (read by Windows Vista and later, and by NSIS and rcedit). */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  const entries = []
  let offset = 6 + 16 * images.length
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    entries.push(entry)
    offset += png.length
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)])
}

/** ICNS with PNG payloads; the OSType of each entry says which size (and @2x) it is. */
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
]

function icns(pngOfSize) {
  const chunks = ICNS_TYPES.map(([type, size]) => {
    const png = pngOfSize(size)
    const head = Buffer.alloc(8)
    head.write(type, 0, 'ascii')
    head.writeUInt32BE(png.length + 8, 4)
    return Buffer.concat([head, png])
  })
  const body = Buffer.concat(chunks)
  const head = Buffer.alloc(8)
  head.write('icns', 0, 'ascii')
  head.writeUInt32BE(body.length + 8, 4)
  return Buffer.concat([head, body])
}

const iconSvg = readFileSync(join(here, 'icon.svg'), 'utf8')
const traySvg = readFileSync(join(here, 'tray.svg'), 'utf8')
// Tray icons are tiny: drop the macOS-style margin so the panel fills them.
const panelSvg = iconSvg.replace('viewBox="0 0 1024 1024"', 'viewBox="100 100 824 824"')

const cache = new Map()
const iconPng = (size) => {
  if (!cache.has(size)) cache.set(size, render(iconSvg, size))
  return cache.get(size)
}

const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024]
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]

mkdirSync(join(here, 'icons'), { recursive: true })
mkdirSync(join(here, 'tray'), { recursive: true })
writeFileSync(join(here, 'icon.png'), iconPng(1024))
for (const size of LINUX_SIZES) writeFileSync(join(here, 'icons', `${size}x${size}.png`), iconPng(size))
writeFileSync(join(here, 'icon.ico'), ico(ICO_SIZES.map((size) => ({ size, png: iconPng(size) }))))
writeFileSync(join(here, 'icon.icns'), icns(iconPng))
writeFileSync(join(here, 'tray', 'trayTemplate.png'), render(traySvg, 16))
writeFileSync(join(here, 'tray', 'trayTemplate@2x.png'), render(traySvg, 32))
writeFileSync(join(here, 'tray', 'tray.png'), render(panelSvg, 16))
writeFileSync(join(here, 'tray', 'tray@2x.png'), render(panelSvg, 32))

rmSync(work, { recursive: true, force: true })
process.stdout.write(`icons written to ${here}\n`)
