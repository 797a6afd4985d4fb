import { Controller, Get, Headers, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { INVOICE_FORMATS, LABEL_FORMATS, type RequestContext } from '@tezgah/contracts';
import { DocumentLinks } from '@tezgah/documents';
import { Access, type GatewayRequest } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import type { FastifyReply } from 'fastify';
import { chooseFormat } from './document-format';
import { DOCUMENT_SOURCES } from './document-sources';

const BINARY = { schema: { type: 'string', format: 'binary' } };

/**
 * Signed document links (decisions §5, docs/decisions.md "Document links"): public, as a browser
 * or a printer opens them without a bearer token; the token alone names the tenant and the
 * document, and its per-IP rate budget is spent instead of a user's.
 */
@ApiTags('documents')
@Controller('documents')
export class DocumentsController {
  constructor(
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    private readonly links: DocumentLinks,
  ) {}

  @Get(':token')
  @Access('public')
  @ApiOperation({
    security: [],
    summary: 'Opens a document link (`label_url`, `pdf_url`, `xml_url`): no bearer token, valid 24 hours',
    description:
      'PDF by default; a label as ZPL for Zebra printers with `?format=zpl` or `Accept: application/zpl`, an invoice as UBL-TR XML with `?format=xml` (its `xml_url`) or `Accept: application/xml`. 401 `auth.token_expired` past the link’s 24 hours, ' +
      '`auth.token_invalid` for a link that is not ours or was altered; 404 for a document that is gone; 400 naming `format` or `Accept` for a format the document does not have',
  })
  @ApiQuery({
    name: 'format',
    enum: [...new Set([...LABEL_FORMATS, ...INVOICE_FORMATS])],
    required: false,
    description: 'Decides over `Accept`; `zpl` for labels, `xml` for invoices',
  })
  @ApiHeader({
    name: 'Accept',
    required: false,
    description:
      '`application/zpl` for a label’s ZPL, `application/xml` for an invoice’s XML; anything that takes `application/pdf` (or no header) for PDF',
  })
  @ApiProduces('application/pdf', 'application/zpl', 'application/xml')
  @ApiOkResponse({
    description: 'The document, `Content-Disposition: inline`, cacheable by the browser until the link expires',
    content: { 'application/pdf': BINARY, 'application/zpl': BINARY, 'application/xml': BINARY },
  })
  async open(
    @Param('token') token: string,
    @Query('format') format: unknown,
    @Headers('accept') accept: string | undefined,
    @Req() request: GatewayRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const now = new Date();
    const claims = this.links.verify(token, now);
    const source = DOCUMENT_SOURCES[claims.kind];
    const chosen = chooseFormat(source.formats, format, accept);
    // The token's tenant, as nobody signed in: the service scopes its lookup by it.
    const ctx: RequestContext = { tenant_id: claims.tenant_id, user_id: 0, role: 'viewer', request_id: request.id };
    const document = await this.rpc.request(source.pattern, ctx, { id: claims.id, format: chosen });
    const maxAge = Math.max(0, Math.floor((claims.expires_at.getTime() - now.getTime()) / 1000));
    void reply
      .type(source.formats[chosen])
      .header('content-disposition', `inline; filename="${safeFilename(document.filename, chosen)}"`)
      .header('cache-control', `private, max-age=${maxAge}`);
    return Buffer.from(document.content_base64, 'base64');
  }
}

/** A header-safe file name: what the service named it, in the characters a quoted header value keeps. */
function safeFilename(name: string, format: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);
  return safe || `document.${format}`;
}
