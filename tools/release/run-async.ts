import { spawn } from 'node:child_process';

/** What a command printed, and its exit code. */
export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command without blocking this process (whose DNS responder the deploy program asks). */
export function runAsync(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

