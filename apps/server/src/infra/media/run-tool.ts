import { spawn } from 'node:child_process';

/** Enough of a tool's stderr to say why it failed, without keeping a chatty encoder's whole log. */
const STDERR_TAIL_BYTES = 4096;

export class ToolError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    options?: { cause?: unknown },
  ) {
    super(stderr ? `${message}: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : message, options);
    this.name = 'ToolError';
  }
}

export interface ToolRun {
  timeoutMs: number;
  /** A larger stdout is an error: the tools we read (ffprobe) answer in kilobytes. */
  maxStdoutBytes?: number;
}

/**
 * Runs an external program (ffmpeg, ffprobe, libheif) with an argument array, never a shell, so a
 * file name cannot inject anything. Killed when it outlives `timeoutMs`: a hostile file must not hold
 * a worker for ever. Resolves with stdout on exit code 0.
 */
export function runTool(binary: string, args: readonly string[], run: ToolRun): Promise<string> {
  const maxStdoutBytes = run.maxStdoutBytes ?? 1024 * 1024;
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: ToolError | null = null;

    const stop = (error: ToolError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new ToolError(`${binary} timed out after ${run.timeoutMs} ms`, stderr)),
      run.timeoutMs,
    );

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdoutBytes) stop(new ToolError(`${binary} wrote more than ${maxStdoutBytes} bytes`, ''));
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ToolError(`${binary} could not be started (${error.message})`, '', { cause: error }));
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (exitCode !== 0) reject(new ToolError(`${binary} exited with ${exitCode ?? signal}`, stderr));
      else resolve(Buffer.concat(stdout).toString('utf8'));
    });
  });
}
