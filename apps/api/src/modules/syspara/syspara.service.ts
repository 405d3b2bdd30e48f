import { Injectable } from '@nestjs/common';
import { AppError } from '../../core/errors/app-error';
import { SysparaRepository } from './syspara.repository';

/** System parameters set by the operator. Clients may read only the public ones. */
@Injectable()
export class SysparaService {
  constructor(private readonly repo: SysparaRepository) {}

  /** `syspara!getSyspara`: `code` is one code or a comma list; answers `{<code>: value}` for public codes. */
  async getPublic(codeList: string): Promise<Record<string, string>> {
    const codes = [
      ...new Set(
        codeList
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ].slice(0, 20);
    if (codes.length === 0) throw new AppError('SYSPARA_CODE_REQUIRED');
    const rows = await this.repo.find(codes);
    const out: Record<string, string> = {};
    for (const r of rows) if (r.isPublic) out[r.code] = r.value;
    return out;
  }

  async getString(code: string, fallback: string): Promise<string> {
    const [row] = await this.repo.find([code]);
    return row?.value ?? fallback;
  }

  async getInt(code: string, fallback: number): Promise<number> {
    const [v] = await this.getInts([[code, fallback]]);
    return v;
  }

  /** Several whole-number parameters in one read, each with its fallback. */
  async getInts(wanted: readonly (readonly [code: string, fallback: number])[]): Promise<number[]> {
    const rows = new Map((await this.repo.find(wanted.map(([code]) => code))).map((r) => [r.code, r.value]));
    return wanted.map(([code, fallback]) => {
      const v = rows.get(code) ?? '';
      return /^\d{1,9}$/.test(v) ? Number(v) : fallback;
    });
  }

  /** Current values of `codes`, their rows locked until the caller's transaction ends. */
  async lockValues(codes: string[]): Promise<Map<string, string>> {
    return new Map((await this.repo.lock(codes)).map((r) => [r.code, r.value]));
  }

  /** Set an operator parameter (created, not public, when missing). Runs in the caller's transaction. */
  set(code: string, value: string, description: string): Promise<void> {
    return this.repo.set(code, value, description);
  }

  async getBool(code: string, fallback: boolean): Promise<boolean> {
    const v = (await this.getString(code, '')).trim().toLowerCase();
    return v === '' ? fallback : v === 'true' || v === '1';
  }
}
