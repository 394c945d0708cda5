import type { DemoBlogPost } from './types';

/** Demo blog posts, part 1 of 2. */
export const demoBlogPostsPart1: DemoBlogPost[] = [
  {
    slug: 'welcome-to-the-gate',
    title: 'Welcome to The Gate: Resources Built for Checkpoint English in Egypt',
    description:
      'Who we are, why we built The Gate and what students, parents and teachers of Cambridge Checkpoint English will find here.',
    category: null,
    author: 'nourhan-abdel-rahman',
    publishedAt: '2025-09-01T08:00:00.000Z',
    coverAlt: 'An open wooden gate leading into a sunny school courtyard',
    content: `<p>Welcome to The Gate, a home for teaching and learning resources designed specifically for Cambridge Checkpoint English First Language from Year 5 to Year 8. We are a small team of English teachers who have worked in international and British-curriculum schools in Cairo, Giza and Alexandria, and we built this site because we kept meeting the same problem.</p>
<h2>Why we started</h2>
<p>Teachers and parents in Egypt told us they could find plenty of general English material online, but very little that matched the Cambridge curriculum closely, suited learners here and was affordable. Resources written for other systems often used different terminology, different assessment styles or texts with no connection to our learners' lives.</p>
<h2>What you will find here</h2>
<ul>
<li><strong>Practice sheets and presentations</strong> organised by year and by skill: reading, writing, grammar and punctuation, vocabulary, and speaking and listening.</li>
<li><strong>Practice exams and past papers</strong> that reflect the style of Checkpoint assessments, always with mark schemes.</li>
<li><strong>Digital books</strong>, including anthologies, workbooks and grammar handbooks.</li>
<li><strong>Professional development courses</strong> for teachers who want to sharpen their classroom practice.</li>
<li><strong>This blog</strong>, with practical advice for students, parents and teachers.</li>
</ul>
<h2>Our principles</h2>
<p>Every resource is written by a practising or recently practising teacher and checked by a second teacher before it goes live. Prices are in Egyptian pounds, and a good share of our materials is free, because we believe every learner should be able to practise the core skills. Where we charge, we aim to keep prices fair for families and schools alike.</p>
<h2>Where to begin</h2>
<p>If you are new here, start with the free practice sheets for your year group. Each one takes less than an hour and comes with answers, so it gives a quick picture of strengths and gaps. Teachers may prefer to browse by skill, and parents will find guides to reading at home and exam preparation on this blog.</p>
<p>If you have suggestions, spot an error or would like to see a particular topic covered, we would love to hear from you. Thank you for visiting, and welcome through the gate.</p>`,
  },
  {
    slug: 'how-to-answer-inference-questions-in-checkpoint-english',
    title: 'How to Answer Inference Questions in Checkpoint English',
    description:
      'A simple three-step method for inference questions, with a model answer and the mistakes that most often cost marks.',
    category: 'reading',
    author: 'mariam-el-sayed',
    publishedAt: '2025-09-08T09:00:00.000Z',
    coverAlt: 'A student underlining clues in a printed story extract with a pencil',
    content: `<p>Inference questions are where many capable readers lose marks. The answer is not written in the text, so learners either copy a sentence that seems relevant or make a guess that sounds sensible but cannot be supported. The good news is that inference is a skill, not a talent, and it improves quickly with a clear method.</p>
<h2>What an inference question is really asking</h2>
<p>An inference question asks you to work something out from clues. Look out for wording such as <em>What does this suggest about...</em>, <em>How can you tell that...</em>, <em>What impression do we get of...</em> or <em>Why do you think...</em>. Each of these needs two things: an idea that is not stated directly, and evidence from the text that proves it.</p>
<p>Think of yourself as a detective. A detective who names a culprit without any evidence is not much use. Equally, a detective who lists every clue but never names the culprit has not solved the case.</p>
<h2>A simple three-step method</h2>
<ol>
<li><strong>Find the clue.</strong> Reread the lines the question points to and underline the words that hint at the answer. Often this is a verb, an adjective or a small action, such as a character looking away.</li>
<li><strong>Ask what it suggests.</strong> Say to yourself: "If someone does this, it probably means..." For example, a character who answers in one word and stares at her shoes is probably upset, embarrassed or hiding something.</li>
<li><strong>Write the answer with proof.</strong> Give your inference first, then the quotation, then a brief explanation linking the two.</li>
</ol>
<h2>What a good answer looks like</h2>
<p>Imagine the text says: <em>Karim pushed his plate away and mumbled that he wasn't hungry, even though it was koshari, his favourite.</em> The question asks how Karim is feeling.</p>
<blockquote>Karim seems worried or upset about something. He "pushed his plate away" even though the meal is "his favourite", which suggests that something is troubling him so much that he has lost his appetite.</blockquote>
<p>This answer gives a clear idea, uses short quotations and explains the link. Compare it with "He is sad because he pushed his plate away", which is not wrong but offers little explanation and would usually earn only part of the marks.</p>
<h2>Match your answer to the marks</h2>
<p>Always check how many marks a question is worth. A one-mark question usually needs a single clear point. A two-mark question often needs a point and evidence, or two separate points. Three marks or more generally means developed explanation, sometimes with more than one piece of evidence. Writing a paragraph for one mark wastes time; writing five words for three marks throws marks away.</p>
<h2>Common mistakes to avoid</h2>
<ul>
<li><strong>Retelling the story.</strong> Describing what happens is not the same as explaining what it shows.</li>
<li><strong>Quoting too much.</strong> Copying three lines makes it unclear which words are your evidence. Choose the shortest quotation that proves your point.</li>
<li><strong>Inventing details.</strong> Your inference must be supported by the text, not by what you imagine might happen next.</li>
<li><strong>Vague feelings words.</strong> "Happy" and "sad" are rarely the most precise choices. Words such as <em>relieved</em>, <em>resentful</em> or <em>apprehensive</em> show deeper understanding.</li>
</ul>
<h2>Inference in non-fiction</h2>
<p>Inference questions are not limited to stories. In articles and reports, you may be asked about a writer's attitude or what they imply about a topic. The method is the same: look for loaded words, carefully selected facts and the tone of the writing. A writer who describes a new tower block as "looming" over a neighbourhood clearly has doubts about it, even without saying so directly.</p>
<h2>How to practise at home</h2>
<p>Inference practice does not need worksheets. When reading a story together, pause and ask: "How do you think she feels now? What makes you think that?" Insist on the second question every time. You can do the same with adverts, news headlines and even facial expressions in family photographs. Little and often is far more effective than a long session the week before an exam.</p>`,
  },
  {
    slug: 'summary-writing-seven-rules-for-saying-more-with-less',
    title: 'Summary Writing: Seven Rules for Saying More with Less',
    description:
      'Seven practical rules for selecting points, using your own words and staying within the word limit in summary tasks.',
    category: 'writing',
    author: 'sarah-whitfield',
    publishedAt: '2025-09-22T09:00:00.000Z',
    coverAlt: 'A highlighted newspaper article beside a short handwritten summary',
    content: `<p>Summary writing is one of the most practical skills learners take from English lessons. Doctors summarise patient histories, engineers summarise reports and every student summarises notes for revision. In Checkpoint English, summary tasks test whether learners have truly understood a text and can express its key ideas concisely. Here are seven rules that make the difference.</p>
<h2>1. Read the question before the text</h2>
<p>Summary questions are almost always focused. You might be asked to summarise the benefits of a new park, not the whole article about it. Underline the focus in the question, then read the text looking only for relevant points. Everything else, however interesting, is a distraction.</p>
<h2>2. Highlight points, not paragraphs</h2>
<p>A common mistake is to highlight whole sentences. Instead, highlight the few words that carry each point. If a sentence says, "Residents who once spent their evenings indoors now gather under the trees to talk, exercise and share meals," the point is simply that the park has brought the community together.</p>
<h2>3. Separate main points from examples</h2>
<p>Writers support each main idea with examples, statistics and quotations. A summary keeps the idea and drops the support. If the text lists jogging, football and cycling, your summary might say "a range of sports" or "physical activity".</p>
<h2>4. Use your own words where you can</h2>
<p>Copying long phrases shows the reader that you have found the points, but not that you have understood them. Rephrase using synonyms and different sentence structures. Technical terms and names can stay the same; there is no sensible synonym for "Aswan" or "photosynthesis".</p>
<h2>5. Group related points</h2>
<p>Good summaries combine ideas. Rather than writing three separate sentences about cleaner air, lower temperatures and less noise, you can write: "The park has improved the local environment by cleaning the air, cooling the area and reducing noise." One sentence, three points.</p>
<h2>6. Respect the word limit</h2>
<p>If the task gives a word limit, stay within it. Writing far more than the limit suggests you have not selected carefully, and content beyond the limit may not be credited. Writing far less usually means points are missing. Count your words roughly as you draft, then check precisely at the end.</p>
<h2>7. Keep your opinion out</h2>
<p>A summary reports what the writer says; it is not the place for your views. Avoid phrases such as "I think" or "this is a great idea". Also avoid adding information that is not in the text, even if you know it to be true.</p>
<h2>A quick routine for the exam</h2>
<ol>
<li>Underline the focus of the question.</li>
<li>Read the text and highlight relevant points.</li>
<li>List the points in brief notes, in your own words.</li>
<li>Group related points and decide on a logical order.</li>
<li>Write in full sentences, using linking words such as <em>also</em>, <em>in addition</em> and <em>however</em>.</li>
<li>Check the word count and proofread.</li>
</ol>
<h2>Practising at home</h2>
<p>Parents can help by asking children to summarise things in everyday life: a film in three sentences, a football match in fifty words or a news story for a younger sibling. The habit of asking "What really matters here?" transfers directly to the exam hall.</p>`,
  },
  {
    slug: 'using-talk-partners-to-improve-speaking-and-listening',
    title: 'Using Talk Partners to Improve Speaking and Listening',
    description:
      'How to set up talk partners so that every learner speaks, listens and thinks in every English lesson.',
    category: 'teaching-tips',
    author: 'omar-hassan',
    publishedAt: '2025-10-06T07:30:00.000Z',
    coverAlt: 'Two Year 6 pupils facing each other and discussing a question at their desks',
    content: `<p>Speaking and listening is a full strand of the Cambridge English curriculum, yet in many classrooms it gets squeezed out by reading and writing. Talk partners are one of the simplest ways to give every learner regular, purposeful talk without losing lesson time.</p>
<h2>What talk partners are</h2>
<p>Each learner is paired with a partner for a set period, usually two to four weeks. Whenever the teacher asks a question, partners discuss it briefly before anyone answers to the whole class. Instead of one learner speaking while thirty listen, or pretend to, everyone speaks and everyone listens.</p>
<h2>Setting them up well</h2>
<ul>
<li><strong>Change pairs regularly.</strong> Rotating partners builds a class culture where everyone can work with everyone. Random selection, such as names on lolly sticks, avoids arguments.</li>
<li><strong>Agree ground rules.</strong> Face your partner, take turns, listen without interrupting and be ready to share your partner's idea, not just your own.</li>
<li><strong>Model good talk.</strong> Show a short role-play of a weak discussion and a strong one, and ask the class to spot the differences.</li>
<li><strong>Provide sentence stems.</strong> Phrases such as "I agree because...", "I see it differently..." and "Can you explain what you mean by..." lift the quality of talk quickly.</li>
</ul>
<h2>Using them in English lessons</h2>
<p>Talk partners work at every stage of a lesson. Before reading, partners can predict from a title. During reading, they can discuss an inference question for thirty seconds before writing. In writing lessons, they can rehearse a sentence aloud before committing it to paper, which is especially valuable for less confident writers.</p>
<h2>Keeping it accountable</h2>
<p>The main risk is off-task chatter. Keep talk times short and specific, and follow up by asking learners to report their partner's idea. This simple twist makes listening essential. Circulate while pairs talk and note strong contributions to praise later.</p>
<p>Used consistently, talk partners raise participation, deepen thinking and give quieter learners a safe rehearsal space before speaking to the whole class.</p>`,
  },
  {
    slug: 'building-a-reading-habit-at-home-a-guide-for-parents',
    title: 'Building a Reading Habit at Home: A Guide for Parents',
    description:
      'Practical, realistic ways for parents in Egypt to help children read more, enjoy it and build the skills Checkpoint rewards.',
    category: 'reading',
    author: 'mariam-el-sayed',
    publishedAt: '2025-10-20T16:00:00.000Z',
    coverAlt: 'A parent and child sharing a book on a sofa in the evening',
    content: `<p>Teachers can teach reading skills, but the habit of reading is built at home. Children who read for pleasure tend to do better not only in English but across the curriculum. For many families in Egypt, where English may be a second or third language at home, building that habit can feel daunting. These practical steps can help.</p>
<h2>Make reading visible</h2>
<p>Children copy what they see. If they see parents reading, whether a novel, a newspaper or an article on a tablet, reading becomes a normal part of family life rather than a school chore. It does not matter whether you read in English or Arabic; what matters is that reading is valued.</p>
<h2>Protect a regular time</h2>
<p>Twenty minutes a day is more effective than two hours at the weekend. Many families find bedtime works well, but any consistent slot will do: after lunch, before homework or on the journey to school. Keep screens out of that time.</p>
<h2>Let them choose</h2>
<p>Children are far more likely to read books they have chosen. Graphic novels, joke books, sports biographies and non-fiction about animals all count. Once the habit is established, you can gently widen the range. Visit bookshops and school libraries together and let your child browse.</p>
<h2>Talk about what they read</h2>
<p>Ask open questions rather than testing comprehension:</p>
<ul>
<li>Which character would you most like to meet, and why?</li>
<li>Was there a part that surprised you?</li>
<li>What do you think will happen next?</li>
<li>Would you recommend this book to a friend?</li>
</ul>
<p>These conversations develop exactly the skills Checkpoint reading questions reward: inference, prediction and personal response supported by reasons.</p>
<h2>Keep reading aloud</h2>
<p>Many parents stop reading aloud once children can read independently, but listening to a fluent reader models expression, pace and new vocabulary. Even Year 7 and Year 8 learners enjoy sharing a chapter, especially of a gripping story.</p>
<h2>Do not worry about every word</h2>
<p>If your child is enjoying a book but does not know some words, let them read on. Guessing meaning from context is a valuable skill. Keep a small notebook for interesting words and look a few up together afterwards.</p>`,
  },
  {
    slug: 'persuasive-writing-techniques-that-examiners-notice',
    title: 'Persuasive Writing Techniques That Examiners Notice',
    description:
      'Why a list of techniques is not enough, and how to use evidence, anecdote and counter-argument with real purpose.',
    category: 'writing',
    author: 'sarah-whitfield',
    publishedAt: '2025-11-10T09:00:00.000Z',
    coverAlt: 'A handwritten persuasive letter with techniques annotated in the margin',
    content: `<p>Persuasive writing appears throughout Checkpoint English: letters, speeches, articles and leaflets all ask learners to change a reader's mind. Many learners know a list of techniques, often remembered by an acronym, but use them mechanically. The result is writing full of rhetorical questions and exclamation marks that persuades nobody. Here is how to use techniques with purpose.</p>
<h2>Start with audience and purpose</h2>
<p>Before choosing a single technique, ask: Who am I writing to, and what do I want them to do? A letter to a head teacher asking for a longer lunch break needs a respectful, reasonable tone. A speech to classmates about reducing plastic can be more passionate. The same technique can work brilliantly for one audience and badly for another.</p>
<h2>Techniques that work when used well</h2>
<ul>
<li><strong>Specific evidence.</strong> Facts and statistics are persuasive when they are precise and relevant. "Our canteen throws away around forty plastic bottles every day" is more convincing than "we waste loads of plastic".</li>
<li><strong>Anecdote.</strong> A short personal story makes an issue real. One sentence about a younger pupil struggling to carry a heavy bag can be more powerful than a paragraph of general argument.</li>
<li><strong>The rule of three.</strong> Lists of three create rhythm and a sense of completeness: "cleaner, safer and healthier".</li>
<li><strong>Direct address.</strong> Using <em>you</em> involves the reader and makes them feel responsible.</li>
<li><strong>Counter-argument.</strong> Acknowledging the other side and then answering it shows maturity and makes your position stronger: "Some may argue that this would be expensive; however..."</li>
<li><strong>Emotive language.</strong> Carefully chosen words with strong connotations can move a reader, but overusing them sounds exaggerated.</li>
</ul>
<h2>Structure matters as much as technique</h2>
<p>A persuasive piece needs a clear opening that states the position, body paragraphs that each develop one main reason, and a conclusion that returns to the reader with a call to action. Discourse markers such as <em>firstly</em>, <em>moreover</em> and <em>finally</em> help, but vary them so the writing does not feel like a checklist.</p>
<h2>Less is often more</h2>
<p>One well-placed rhetorical question is effective; five in a row are tiresome. Ask learners to highlight the techniques in their draft and justify each one: "Why here? What does it do for this reader?" If they cannot answer, the technique probably is not needed.</p>
<h2>A final check</h2>
<p>Read the piece as if you were the intended reader. Would you be convinced? Would you feel respected? If the answer is yes to both, the writing is doing its job.</p>`,
  },
  {
    slug: 'managing-your-time-in-checkpoint-english-exams',
    title: 'Managing Your Time in Checkpoint English Exams',
    description:
      'How to use the marks as a clock, protect time for the writing task and avoid getting stuck on a single question.',
    category: 'exam-preparation',
    author: 'nourhan-abdel-rahman',
    publishedAt: '2025-12-01T09:00:00.000Z',
    coverAlt: 'A wall clock above rows of desks in an exam hall',
    content: `<p>Every year, capable learners lose marks in Checkpoint English not because they lack skill but because they run out of time. Both the Primary and Lower Secondary Checkpoint English papers combine reading questions with a writing task, so timing across the whole paper matters. A few simple habits make a big difference.</p>
<h2>Know the paper before the day</h2>
<p>Learners should never meet the format of an exam for the first time in the exam hall. Work through specimen and past papers so that the structure, question types and instructions feel familiar. Check the current timings and mark allocations on the official Cambridge website, as formats are occasionally updated.</p>
<h2>Use the marks as a clock</h2>
<p>The marks available are the best guide to how long to spend on each question. A simple rule is to divide the time available for the reading section by its total marks, giving a rough time per mark. A one-mark retrieval question should take well under a minute; a six-mark language question deserves several minutes of careful thought.</p>
<h2>Protect the writing task</h2>
<p>The writing task usually carries a large share of the marks, yet it is the part most often rushed. Decide before the exam how many minutes you will keep for it, including planning and checking, and stick to that decision. If you reach that time while still working on reading questions, move on. You can return to unfinished questions at the end.</p>
<h2>Read the text once, properly</h2>
<p>Some learners skim the text so quickly that they must reread it for every question. Others read it three times before looking at the questions. A better approach is to glance at the questions first, then read the text carefully once, then answer, returning to specific lines as needed.</p>
<h2>Do not get stuck</h2>
<ul>
<li>If a question seems impossible, mark it with a small star and move on.</li>
<li>Write something for every question; a sensible attempt may earn a mark, while a blank space never will.</li>
<li>Keep answers to short questions short.</li>
</ul>
<h2>Practise under timed conditions</h2>
<p>Timing is a skill that improves only with practice. In the weeks before the exam, complete at least two full papers in silence with a clock visible. Afterwards, note where time was lost and plan what to do differently. Small changes, such as writing briefer answers to one-mark questions, often free up ten minutes for the writing task.</p>`,
  },
  {
    slug: 'teaching-vocabulary-explicitly-the-three-tier-approach-in-practice',
    title: 'Teaching Vocabulary Explicitly: The Three-Tier Approach in Practice',
    description:
      'How to choose which words to teach, a five-step routine for teaching them and simple ways to make them stick.',
    category: 'teaching-tips',
    author: 'omar-hassan',
    publishedAt: '2026-01-12T08:30:00.000Z',
    coverAlt: 'A classroom word wall with new vocabulary sorted into three coloured tiers',
    content: `<p>Vocabulary knowledge is one of the strongest predictors of reading comprehension. Learners who know more words understand more of what they read, which in turn helps them learn more words, while learners who start behind tend to fall further behind. For teachers of Checkpoint English, many of whose learners speak Arabic at home, explicit vocabulary teaching is not optional. The three-tier model, developed by Isabel Beck and her colleagues, offers a practical way to decide which words to teach.</p>
<h2>The three tiers</h2>
<ul>
<li><strong>Tier 1</strong> words are everyday words that most learners know from conversation: <em>house</em>, <em>happy</em>, <em>run</em>.</li>
<li><strong>Tier 2</strong> words are high-frequency words found across many written texts but rarely in everyday speech: <em>reluctant</em>, <em>analyse</em>, <em>fortunate</em>, <em>consequence</em>.</li>
<li><strong>Tier 3</strong> words are subject-specific terms such as <em>photosynthesis</em>, <em>metaphor</em> or <em>tributary</em>, usually taught within a particular subject.</li>
</ul>
<p>Tier 2 words deserve most of our explicit teaching time in English. They unlock comprehension across many texts, and learners are unlikely to pick them up from conversation alone.</p>
<h2>Choosing words from a text</h2>
<p>When planning a reading lesson, scan the text for Tier 2 words that are important to understanding and likely to be useful elsewhere. Choose five to seven at most. Teaching twenty words superficially is far less effective than teaching six deeply.</p>
<h2>A routine for teaching a new word</h2>
<ol>
<li><strong>Say it.</strong> Pronounce the word clearly and have the class repeat it. Learners are more likely to use words they can say confidently.</li>
<li><strong>Explain it in learner-friendly language.</strong> "Reluctant means not wanting to do something, so you do it slowly or only because you have to" is clearer than a dictionary's "unwilling and hesitant".</li>
<li><strong>Show it in context.</strong> Return to the sentence in the text, then give two or three further examples from different situations.</li>
<li><strong>Make learners use it.</strong> Ask questions that require the word: "Tell your partner about a time you felt reluctant. Why?"</li>
<li><strong>Explore the word family.</strong> Link <em>reluctant</em> to <em>reluctance</em> and <em>reluctantly</em>.</li>
</ol>
<h2>Making words stick</h2>
<p>A single encounter is never enough. Learners need many meaningful encounters with a word before it becomes part of their active vocabulary, so build in regular review:</p>
<ul>
<li>A word wall that is actually used, with learners earning points for using words in discussion and writing.</li>
<li>Quick retrieval starters: "Which of last week's words could describe this picture?"</li>
<li>Sorting activities, such as placing words on a scale from <em>annoyed</em> to <em>furious</em>.</li>
<li>Writing tasks that require learners to use three target words accurately.</li>
</ul>
<h2>Beyond the English classroom</h2>
<p>Vocabulary teaching is most powerful when the whole school shares the approach. If science, geography and history teachers also teach Tier 2 and Tier 3 words explicitly, learners meet the same words across subjects and build genuine understanding. A short shared training session is a good place to start.</p>`,
  },
];
