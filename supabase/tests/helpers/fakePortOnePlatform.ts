// A local fake of the part of PortOne's platform API (파트너 정산) the payout worker calls
// (packages/worker/src/portoneTransfers.ts), so no test leaves the machine. It enforces what
// PortOne documents for these calls (v2 OpenAPI `/platform/*`, SDK 0.19 types):
//   POST  /platform/partners            create; a taken id → 409 PLATFORM_PARTNER_ID_ALREADY_EXISTS;
//                                       an unknown contract → 404 PLATFORM_CONTRACT_NOT_FOUND;
//                                       a bank outside PortOne's list → 400 PLATFORM_NOT_SUPPORTED_BANK
//   PATCH /platform/partners/{id}       update (the account); unknown → 404 PLATFORM_PARTNER_NOT_FOUND
//   POST  /platform/transfers/manual    a manual transfer to a partner; unknown partner → 404
//                                       PLATFORM_PARTNER_NOT_FOUND; amount ≤ 0 → 400 INVALID_REQUEST
//   GET   /platform/transfers/{id}      → 404 PLATFORM_TRANSFER_NOT_FOUND
//   GET   /platform/transfer-summaries  ?requestBody={filter:{keyword:{transferMemo}}}
// every one with `Authorization: PortOne <secret>` (else 401 UNAUTHORIZED) and the `test` query
// flag kept apart from live data (PortOne's test mode). Tests move a transfer along with
// `payOut(id)` and make the next call fail with `failNext(type, status)`.
//
// `handle` answers the request when it is one of these routes (false otherwise), so the payment
// fake can mount it; `start()` runs it alone.
import http from 'node:http';
import crypto from 'node:crypto';

const BANKS = new Set(['KDB', 'IBK', 'KOOKMIN', 'SUHYUP', 'NONGHYUP', 'LOCAL_NONGHYUP', 'WOORI', 'STANDARD_CHARTERED', 'CITI',
  'DAEGU', 'BUSAN', 'KWANGJU', 'JEJU', 'JEONBUK', 'KYONGNAM', 'KFCC', 'SHINHYUP', 'SAVINGS_BANK', 'NFCF', 'POST', 'HANA',
  'SHINHAN', 'K_BANK', 'KAKAO', 'TOSS']);

export interface FakePartner {
  id: string; graphqlId: string; name: string; contact: { name: string; email: string };
  account: { bank: string; currency: string; number: string; holder: string; status: string };
  status: 'PENDING' | 'APPROVED' | 'REJECTED'; defaultContractId: string; tags: string[]; type: unknown;
  isArchived: boolean; appliedAt: string; userDefinedProperties: unknown[]; isForTest: boolean; memo?: string;
}

export interface FakeTransfer {
  type: 'MANUAL'; id: string; graphqlId: string; partner: FakePartner; status: string; memo?: string;
  settlementDate: string; settlementCurrency: string; isForTest: boolean; userDefinedProperties: unknown[];
  settlementAmount: number; settlementTaxFreeAmount: number;
}

export interface PlatformCall { method: string; path: string; test: boolean; body: unknown; status: number }

export class FakePortOnePlatform {
  readonly apiSecret: string;
  readonly contractIds: Set<string>;
  readonly partners = new Map<string, FakePartner>();
  readonly transfers = new Map<string, FakeTransfer>();
  readonly calls: PlatformCall[] = [];
  url = '';
  private server: http.Server | null = null;
  private failures: { type: string; status: number; path?: RegExp }[] = [];

  constructor(opts: { apiSecret?: string; contractId?: string } = {}) {
    this.apiSecret = opts.apiSecret ?? 'portone_secret_' + crypto.randomBytes(8).toString('hex');
    this.contractIds = new Set([opts.contractId ?? 'klegal-contract']);
  }

  get contractId(): string { return [...this.contractIds][0]; }

  /** The next call (to a path matching `path`, if given) answers this error. */
  failNext(type: string, status: number, path?: RegExp): void { this.failures.push({ type, status, path }); }

  /** PortOne paid the transfer out to the partner's account. */
  payOut(transferId: string): void {
    const t = this.transfers.get(transferId);
    if (!t) throw new Error(`no transfer ${transferId}`);
    t.status = 'PAID_OUT';
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      void (async () => {
        if (!(await this.handle(req, res))) {
          res.writeHead(404, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ type: 'NOT_FOUND', message: 'No such route' }));
        }
      })();
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server!.close(() => r()));
  }

  async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/platform/')) return false;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const test = url.searchParams.get('test') === 'true';
    const call: PlatformCall = { method: req.method ?? 'GET', path: url.pathname, test, body: null, status: 0 };
    this.calls.push(call);
    const send = (status: number, body: unknown) => {
      call.status = status;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
      return true;
    };
    const fail = (status: number, type: string, message: string) => send(status, { type, message });

    if (req.headers.authorization !== `PortOne ${this.apiSecret}`) return fail(401, 'UNAUTHORIZED', 'Invalid API secret');
    let body: Record<string, unknown> = {};
    if (raw) {
      try { body = JSON.parse(raw) as Record<string, unknown>; } catch { return fail(400, 'INVALID_REQUEST', 'Invalid JSON'); }
    }
    call.body = body;
    const forced = this.failures.findIndex((f) => !f.path || f.path.test(url.pathname));
    if (forced >= 0) {
      const [f] = this.failures.splice(forced, 1);
      return fail(f.status, f.type, `forced ${f.type}`);
    }
    // the query's test flag wins over the body's isForTest (PortOne's rule)
    const isTest = url.searchParams.has('test') ? test : body.isForTest === true;

    if (req.method === 'POST' && url.pathname === '/platform/partners') {
      const id = typeof body.id === 'string' && body.id ? body.id : `partner-${crypto.randomUUID()}`;
      const account = body.account as FakePartner['account'] | undefined;
      const contact = body.contact as FakePartner['contact'] | undefined;
      if (typeof body.name !== 'string' || !contact?.name || !contact?.email || !account?.number || !account?.holder
          || !Array.isArray(body.tags) || !body.type || typeof body.defaultContractId !== 'string') {
        return fail(400, 'INVALID_REQUEST', 'name, contact, account, defaultContractId, tags and type are required');
      }
      if (!BANKS.has(account.bank)) return fail(400, 'PLATFORM_NOT_SUPPORTED_BANK', `Bank ${account.bank} is not supported`);
      if (!this.contractIds.has(body.defaultContractId)) return fail(404, 'PLATFORM_CONTRACT_NOT_FOUND', 'No such contract');
      if (this.partners.has(id)) return fail(409, 'PLATFORM_PARTNER_ID_ALREADY_EXISTS', `Partner ${id} exists`);
      const partner: FakePartner = {
        id, graphqlId: `gq-${id}`, name: body.name, contact, account: { ...account, status: 'VERIFIED' }, status: 'APPROVED',
        defaultContractId: body.defaultContractId, tags: body.tags as string[], type: body.type, isArchived: false,
        appliedAt: new Date().toISOString(), userDefinedProperties: [], isForTest: isTest,
      };
      this.partners.set(id, partner);
      return send(200, { partner });
    }
    const partnerMatch = /^\/platform\/partners\/([^/]+)$/.exec(url.pathname);
    if (partnerMatch && (req.method === 'PATCH' || req.method === 'GET')) {
      const partner = this.partners.get(decodeURIComponent(partnerMatch[1]));
      if (!partner || partner.isForTest !== isTest) return fail(404, 'PLATFORM_PARTNER_NOT_FOUND', 'No such partner');
      if (req.method === 'PATCH') {
        const account = body.account as FakePartner['account'] | undefined;
        if (account) {
          if (!BANKS.has(account.bank)) return fail(400, 'PLATFORM_NOT_SUPPORTED_BANK', `Bank ${account.bank} is not supported`);
          partner.account = { ...account, status: 'VERIFIED' };
        }
        if (typeof body.name === 'string') partner.name = body.name;
        return send(200, { partner });
      }
      return send(200, partner);
    }
    if (req.method === 'POST' && url.pathname === '/platform/transfers/manual') {
      const partner = this.partners.get(String(body.partnerId ?? ''));
      if (!partner || partner.isForTest !== isTest) return fail(404, 'PLATFORM_PARTNER_NOT_FOUND', 'No such partner');
      if (typeof body.settlementAmount !== 'number' || !Number.isInteger(body.settlementAmount) || body.settlementAmount <= 0
          || typeof body.settlementDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.settlementDate)) {
        return fail(400, 'INVALID_REQUEST', 'settlementAmount (a positive integer) and settlementDate (yyyy-MM-dd) are required');
      }
      const id = `transfer-${crypto.randomUUID()}`;
      const transfer: FakeTransfer = {
        type: 'MANUAL', id, graphqlId: `gq-${id}`, partner, status: 'SCHEDULED', memo: body.memo as string | undefined,
        settlementDate: body.settlementDate, settlementCurrency: 'KRW', isForTest: isTest, userDefinedProperties: [],
        settlementAmount: body.settlementAmount, settlementTaxFreeAmount: Number(body.settlementTaxFreeAmount ?? 0),
      };
      this.transfers.set(id, transfer);
      return send(200, { transfer });
    }
    const transferMatch = /^\/platform\/transfers\/([^/]+)$/.exec(url.pathname);
    if (transferMatch && req.method === 'GET') {
      const t = this.transfers.get(decodeURIComponent(transferMatch[1]));
      if (!t || t.isForTest !== isTest) return fail(404, 'PLATFORM_TRANSFER_NOT_FOUND', 'No such transfer');
      return send(200, t);
    }
    if (req.method === 'GET' && url.pathname === '/platform/transfer-summaries') {
      let filter: { keyword?: { transferMemo?: string; partnerId?: string } } = {};
      try { filter = (JSON.parse(url.searchParams.get('requestBody') ?? '{}') as { filter?: typeof filter }).filter ?? {}; } catch {
        return fail(400, 'INVALID_REQUEST', 'Invalid requestBody');
      }
      const memo = filter.keyword?.transferMemo;
      const list = [...this.transfers.values()].filter((t) => t.isForTest === isTest && (!memo || (t.memo ?? '').includes(memo)));
      return send(200, {
        transferSummaries: list.map((t) => ({ ...t, partner: { id: t.partner.id, graphqlId: t.partner.graphqlId, name: t.partner.name, type: t.partner.type }, partnerUserDefinedProperties: [] })),
        page: { number: 0, size: list.length, totalCount: list.length },
      });
    }
    return fail(404, 'NOT_FOUND', 'No such route');
  }
}
