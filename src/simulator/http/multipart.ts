import type { IncomingMessage } from 'node:http'
import busboy from 'busboy'
import type { RouteRequest } from '../context'
import { check, describe } from '../contract/check'
import { badRequest, shapeA } from './errors'

export interface UploadedFile {
  field: string
  filename: string
  contentType: string
  /** The bytes received, up to the limit. */
  bytes: Buffer
  size: number
  tooLarge: boolean
}

export interface MultipartForm {
  fields: Record<string, string>
  files: UploadedFile[]
}

/**
 * Reads a `multipart/form-data` body. Files over `maxFileBytes` are read to the end
 * (so the client gets our answer rather than a reset connection) but not kept.
 */
export function readMultipart(req: IncomingMessage, maxFileBytes: number): Promise<MultipartForm> {
  const type = req.headers['content-type'] ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    return drain(req).then(() => {
      throw badRequest('body: expected multipart/form-data')
    })
  }
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { fields: {}, files: [] }
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxFileBytes, files: 4, fields: 50 } })
    } catch (error) {
      reject(badRequest(`body: ${(error as Error).message}`))
      return
    }
    parser.on('field', (name, value) => {
      form.fields[name] = value
    })
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = []
      let size = 0
      let tooLarge = false
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (!tooLarge) chunks.push(chunk)
      })
      stream.on('limit', () => {
        tooLarge = true
        chunks.length = 0
      })
      stream.on('end', () => {
        form.files.push({
          field,
          filename: info.filename ?? '',
          contentType: info.mimeType,
          bytes: Buffer.concat(chunks),
          size,
          tooLarge,
        })
      })
    })
    parser.on('error', (error: Error) => {
      req.unpipe(parser)
      void drain(req).then(() => reject(badRequest(`body: malformed multipart data (${error.message})`)))
    })
    parser.on('close', () => resolve(form))
    req.pipe(parser)
  })
}

/**
 * The form as the route's `multipart` in the contract lets it through: each of
 * its files given, its text fields of their shapes; a 400 naming the first
 * missing file, or every offending field, otherwise.
 */
export async function readForm(request: RouteRequest, maxFileBytes: number): Promise<MultipartForm> {
  const spec = request.endpoint?.multipart
  if (spec === undefined) throw new Error(`The contract gives ${request.req.method} ${request.req.url} no form`)
  const form = await readMultipart(request.req, maxFileBytes)
  for (const field of spec.files) fileField(form, field)
  const issues = spec.fields === undefined ? [] : check(spec.fields, form.fields, 'request')
  if (issues.length > 0) throw badRequest(describe(issues))
  return form
}

export function fileField(form: MultipartForm, field: string): UploadedFile {
  const file = form.files.find((f) => f.field === field)
  if (!file) throw badRequest(`${field}: a file is required`)
  return file
}

export function assertWithinLimit(file: UploadedFile, maxBytes: number): void {
  if (file.tooLarge)
    throw shapeA(413, 'Payload too large', `${file.field}: the file exceeds ${maxBytes} bytes`, 'PAYLOAD_TOO_LARGE')
}

async function drain(req: IncomingMessage): Promise<void> {
  req.resume()
  if (req.readableEnded) return
  await new Promise<void>((resolve) => {
    req.on('end', resolve)
    req.on('close', resolve)
    req.on('error', () => resolve())
  })
}
