// The machine the figures were taken on, recorded beside them. Not run on its own: imported by scripts/bench/index.ts.
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)"?$/m)?.[1];
    if (release) return `${release} (${os.type()} ${os.release()})`;
  } catch {
    // not Linux: fall back to the kernel name
  }
  return `${os.type()} ${os.release()}`;
}

export function describeMachine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    // The cores this process may use, which in a container can be fewer than the host's.
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: osName(),
  };
}
